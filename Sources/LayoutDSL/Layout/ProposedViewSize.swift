/// A parent's size proposal. Per dimension: `nil` asks for the ideal size, `0` for the minimum,
/// `.infinity` for the maximum (SwiftUI's `ProposedViewSize`).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Fills `nil` dimensions; the default 10 is SwiftUI's documented ideal size of shapes and colors.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
