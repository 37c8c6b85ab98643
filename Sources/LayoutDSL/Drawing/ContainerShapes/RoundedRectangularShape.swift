/// An insettable shape that is a rectangle with four rounded corners and says what they are
/// (SwiftUICore's `RoundedRectangularShape` of iOS 26). A container shape that answers its
/// corners (`containerShape(_:)`) lets `ConcentricRectangle` and `ContainerRelativeShape` inside
/// it follow each corner; Apple: "System shapes like `Rectangle`, `RoundedRectangle`,
/// `UnevenRoundedRectangle`, `Capsule`, and `Circle` already provide default implementation".
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
    /// The corners for a frame of `size` (nil: not known), or nil when the shape cannot describe
    /// its corners.
    func corners(in size: CGSize?) -> Corners?
}

extension Rectangle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? { Corners(all: 0) }
}

extension RoundedRectangle: RoundedRectangularShape {
    /// The corner's radius; an elliptical corner by the smaller of its two radii.
    public func corners(in size: CGSize?) -> Corners? {
        Corners(all: .fixed(min(cornerSize.width, cornerSize.height)))
    }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
    public func corners(in size: CGSize?) -> Corners? {
        Corners(topLeading: .fixed(cornerRadii.topLeading), topTrailing: .fixed(cornerRadii.topTrailing),
                bottomLeading: .fixed(cornerRadii.bottomLeading), bottomTrailing: .fixed(cornerRadii.bottomTrailing))
    }
}

extension Capsule: RoundedRectangularShape {
    /// Half the shorter side, which needs the size.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { Corners(all: .fixed(min($0.width, $0.height) / 2)) }
    }
}

extension Circle: RoundedRectangularShape {
    /// Half the shorter side, which needs the size: the circle fills a square frame, and its
    /// corners are those of the square's inscribed circle.
    public func corners(in size: CGSize?) -> Corners? {
        size.map { Corners(all: .fixed(min($0.width, $0.height) / 2)) }
    }
}
