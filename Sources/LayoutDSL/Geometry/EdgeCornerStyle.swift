extension Edge.Corner {
    /// How a corner of a `ConcentricRectangle` is rounded (SwiftUICore's `Edge.Corner.Style` of
    /// iOS 26): with a fixed radius (`fixed(_:)`, 0 for a square corner; a number literal is one),
    /// or concentric with the container shape's corner (`concentric`), optionally never below a
    /// minimum style (`concentric(minimum:)`).
    ///
    /// Apple's rule for a concentric corner: the container's corner radius minus the distance
    /// between the corners, square when that is zero or less, the minimum's radius when that is
    /// larger. No view here defines a container shape (as `ContainerRelativeShape` finds none), so
    /// the container's radius is 0 and a concentric corner resolves to its minimum, or square.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        indirect enum Kind: Hashable, Sendable { case fixed(CGFloat), concentric(minimum: Style?) }
        let kind: Kind

        /// A corner rounded with `radius` (0: square).
        public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { Style(kind: .fixed(radius)) }
        /// A corner concentric with the container shape's corner.
        public static var concentric: Edge.Corner.Style { Style(kind: .concentric(minimum: nil)) }
        /// A corner concentric with the container shape's corner, never rounder less than `minimum`.
        public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style { Style(kind: .concentric(minimum: minimum)) }

        public init(floatLiteral value: Float) { kind = .fixed(CGFloat(value)) }
        public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
        init(kind: Kind) { self.kind = kind }

        /// The radius this corner draws with, given the container's concentric radius at that
        /// corner (its radius minus the distance between the corners; 0 with no container shape).
        func radius(concentric: CGFloat) -> CGFloat {
            switch kind {
            case .fixed(let radius): max(radius, 0)
            case .concentric(let minimum): max(concentric, minimum?.radius(concentric: concentric) ?? 0, 0)
            }
        }
    }
}
