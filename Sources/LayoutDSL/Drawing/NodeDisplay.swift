/// What a node draws and how its subtree composites, in the node's local space. Every node of
/// a resolved tree carries one and most draw nothing, so the empty display allocates nothing,
/// and the rare effects (clip, shadow, blur) live out of line: an empty display is three words.
public struct NodeDisplay {
    /// Drawn before the node's subviews.
    public var content: [DisplayItem] = []
    /// Composites the whole subtree (content and subviews) as one layer at this opacity.
    public var opacity: Double = 1
    private var effects: Effects?

    public init(content: [DisplayItem] = []) { self.content = content }

    /// Clips the subtree to this shape (antialiased).
    public var clip: ClipShape? {
        get { effects?.clip }
        set { update { $0.clip = newValue } }
    }
    public var shadow: Shadow? {
        get { effects?.shadow }
        set { update { $0.shadow = newValue } }
    }
    /// Gaussian blur of the subtree, standard deviation in points.
    public var blurRadius: CGFloat {
        get { effects?.blurRadius ?? 0 }
        set { update { $0.blurRadius = newValue } }
    }

    /// Effects are immutable once boxed: a change boxes a changed copy, so displays never share a mutation.
    private mutating func update(_ change: (inout Effects.Values) -> Void) {
        var values = effects?.values ?? Effects.Values()
        change(&values)
        effects = Effects(values)
    }

    private final class Effects {
        struct Values {
            var clip: ClipShape?
            var shadow: Shadow?
            var blurRadius: CGFloat = 0
        }
        let values: Values
        init(_ values: Values) { self.values = values }
        var clip: ClipShape? { values.clip }
        var shadow: Shadow? { values.shadow }
        var blurRadius: CGFloat { values.blurRadius }
    }
}

public enum DisplayItem: Equatable {
    case fill(Path, FillStyle, Paint)
    case stroke(Path, StrokeStyle, Paint)
    /// A shape view's outline, made into a path only when drawn.
    case shape(ShapeOutline, ShapeDrawMode, Paint)
    /// Shaped text, positioned in the node's bounds; drawn by the engine that shaped it.
    case text(ShapedText)
    /// A decoded image drawn into a rectangle.
    case image(LoadedImage, CGRect, Image.Interpolation)

    public static func == (l: DisplayItem, r: DisplayItem) -> Bool {
        switch (l, r) {
        case let (.fill(a, b, c), .fill(x, y, z)): return a == x && b == y && c == z
        case let (.stroke(a, b, c), .stroke(x, y, z)): return a == x && b == y && c == z
        case let (.text(a), .text(b)): return a === b
        case let (.image(a, r, i), .image(b, s, j)): return a === b && r == s && i == j
        case let (.shape(a, m, p), .shape(b, n, q)): return a.rect == b.rect && m == n && p == q && a.path == b.path
        default: return false
        }
    }
}

public struct ClipShape: Equatable {
    public var path: Path
    public var style: FillStyle
}

public struct Shadow: Equatable {
    public var color: Color.Resolved
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
}

public struct FillStyle: Equatable, Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public struct StrokeStyle: Equatable, Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
