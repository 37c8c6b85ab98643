/// A parent's size proposal. Per dimension: `nil` asks for the ideal size, `0` for the minimum,
/// `.infinity` for the maximum (SwiftUI's `ProposedViewSize`).
///
/// Each dimension is stored in one word, `nil` as a NaN with a payload of its own (arithmetic
/// and `.nan` make the quiet NaN without payload; a dimension that arrives with this payload is
/// kept as `.nan`): as two optionals the proposal took 25 bytes, and every layout node, and
/// every placement a stack keeps between measuring and placing, one padded word more
/// (Benchmarks.md, the ninth to fourteenth passes: memory per view). Equality and hashing are those of the optionals.
public struct ProposedViewSize: Hashable, Sendable, CustomReflectable {
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat

    public var width: CGFloat? {
        get { Self.read(storedWidth) }
        set { storedWidth = Self.store(newValue) }
    }
    public var height: CGFloat? {
        get { Self.read(storedHeight) }
        set { storedHeight = Self.store(newValue) }
    }

    public init(width: CGFloat?, height: CGFloat?) { storedWidth = Self.store(width); storedHeight = Self.store(height) }

    private static let unspecifiedBits: UInt = 0x7FF8_0000_0000_0DD1
    @inline(__always) private static func read(_ stored: CGFloat) -> CGFloat? { stored.bitPattern == unspecifiedBits ? nil : stored }
    @inline(__always) private static func store(_ dimension: CGFloat?) -> CGFloat {
        guard let dimension else { return CGFloat(bitPattern: unspecifiedBits) }
        return dimension.bitPattern == unspecifiedBits ? .nan : dimension
    }

    public static func == (l: ProposedViewSize, r: ProposedViewSize) -> Bool { l.width == r.width && l.height == r.height }

    /// Printed and reflected as its two optionals, as before and as SwiftUI's is, not as the
    /// stored words (a custom layout's author prints proposals to debug it).
    public var customMirror: Mirror { Mirror(self, children: ["width": width as Any, "height": height as Any], displayStyle: .struct) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
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
