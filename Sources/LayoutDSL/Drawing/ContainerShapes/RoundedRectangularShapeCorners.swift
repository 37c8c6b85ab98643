/// The corner styles of a `RoundedRectangularShape` (SwiftUICore's `RoundedRectangularShapeCorners`
/// of iOS 26: `init(all:)`, the per-corner initializer whose corners default to `0`, the four
/// corner properties, `concentric` and `concentric(minimum:)`; Apple's documentation of the type
/// and its members).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct RoundedRectangularShapeCorners: Hashable, Sendable {
    /// The top leading corner style.
    public var topLeading: Edge.Corner.Style
    /// The top trailing corner style.
    public var topTrailing: Edge.Corner.Style
    /// The bottom leading corner style.
    public var bottomLeading: Edge.Corner.Style
    /// The bottom trailing corner style.
    public var bottomTrailing: Edge.Corner.Style

    /// Corner styles with every corner in the same style.
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    /// Corner styles given corner by corner; a corner not named is square.
    public init(topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
                bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0) {
        self.topLeading = topLeading; self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing
    }

    /// Every corner concentric with the container's, each with the radius it needs.
    public static var concentric: RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .concentric) }

    /// Every corner concentric with the container's, never below zero or `minimum`.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        RoundedRectangularShapeCorners(all: .concentric(minimum: minimum))
    }

    /// Every corner rounded with `radius`.
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .fixed(radius)) }

    /// The style of `corner`.
    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}
