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
