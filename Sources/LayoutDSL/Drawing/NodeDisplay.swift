/// What a node draws and how its subtree composites, in the node's local space. Every node of
/// a resolved tree carries one and most draw nothing, so the empty display allocates nothing,
/// and the rare effects (clip, shadow, blur, filters, blend modes) live out of line: an empty
/// display is three words.
public struct NodeDisplay: Sendable {
    /// Drawn before the node's subviews.
    public var content: [DisplayItem] = []
    /// Multiplies the alpha of everything the subtree draws. As in SwiftUI, it reaches each drawn
    /// item separately (overlapping children show through each other) unless a compositing group
    /// below it (`compositingGroup()`, `drawingGroup()`, or an effect that renders a layer:
    /// shadow, blur, colour filters, blend modes, projections) flattens them first. Kept with
    /// the effects: almost every node's is 1, and inline it took a word in every node of the
    /// resolved tree (Benchmarks.md, the ninth to fourteenth passes).
    public var opacity: Double {
        get { effects?.opacity ?? 1 }
        set { update { $0.opacity = newValue } }
    }
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

    /// Renders the subtree into one layer before ancestors' opacity and blend modes apply to it.
    public var isCompositingGroup: Bool {
        get { effects?.isCompositingGroup ?? false }
        set { update { $0.isCompositingGroup = newValue } }
    }
    /// How the subtree's layer combines with what is already drawn in the enclosing group.
    public var blendMode: BlendMode {
        get { effects?.blendMode ?? .normal }
        set { update { $0.blendMode = newValue } }
    }
    /// Colour filters (`brightness`, `saturation`, `colorInvert`…) applied to the subtree's layer.
    public var colorMatrix: ColorMatrix? {
        get { effects?.colorMatrix }
        set { update { $0.colorMatrix = newValue } }
    }
    /// A projective transform of the subtree's drawing in the node's space (`projectionEffect`,
    /// `rotation3DEffect`); layout and the subviews' frames are unaffected.
    public var projection: ProjectionTransform? {
        get { effects?.projection }
        set { update { $0.projection = newValue } }
    }
    /// Among siblings, a higher index draws above (`zIndex`); nil where the view sets none.
    public var zIndex: Double? {
        get { effects?.zIndex }
        set { update { $0.zIndex = newValue } }
    }
    /// The last subview is a mask: not drawn, its alpha multiplies the rest of the subtree.
    public var masksWithLastSubview: Bool {
        get { effects?.masksWithLastSubview ?? false }
        set { update { $0.masksWithLastSubview = newValue } }
    }
    /// Whether the subtree must be drawn into a layer of its own first, when ancestors fade it
    /// by `fade`. A compositing group alone only changes anything under a fade: at full opacity
    /// its children composite exactly as they would one by one.
    public func needsLayer(fade: Double) -> Bool {
        guard let values = effects?.values else { return false }
        return values.shadow != nil || values.blurRadius > 0 || (values.isCompositingGroup && fade < 1) || values.blendMode != .normal
            || values.colorMatrix != nil || values.projection != nil || values.masksWithLastSubview
    }

    /// Effects are immutable once boxed: a change boxes a changed copy, so displays never share a mutation.
    private mutating func update(_ change: (inout Effects.Values) -> Void) {
        var values = effects?.values ?? Effects.Values()
        change(&values)
        effects = Effects(values)
    }

    private final class Effects: Sendable {
        struct Values: Sendable {
            var opacity: Double = 1
            var clip: ClipShape?
            var shadow: Shadow?
            var blurRadius: CGFloat = 0
            var isCompositingGroup = false
            var blendMode = BlendMode.normal
            var colorMatrix: ColorMatrix?
            var projection: ProjectionTransform?
            var zIndex: Double?
            var masksWithLastSubview = false
        }
        let values: Values
        init(_ values: Values) { self.values = values }
        var opacity: Double { values.opacity }
        var clip: ClipShape? { values.clip }
        var shadow: Shadow? { values.shadow }
        var blurRadius: CGFloat { values.blurRadius }
        var isCompositingGroup: Bool { values.isCompositingGroup }
        var blendMode: BlendMode { values.blendMode }
        var colorMatrix: ColorMatrix? { values.colorMatrix }
        var projection: ProjectionTransform? { values.projection }
        var zIndex: Double? { values.zIndex }
        var masksWithLastSubview: Bool { values.masksWithLastSubview }
    }
}
