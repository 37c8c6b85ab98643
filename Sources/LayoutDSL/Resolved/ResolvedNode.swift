/// One node of the resolved tree: plain data, decided when the tree is resolved. The renderer
/// and the JSON writer read it and nothing else; no node refers back to the layout behaviour
/// that produced it.
///
/// The initializers are in an extension, so the struct keeps its synthesized memberwise
/// initializer (stored properties in declaration order: `children` before `display`, which is
/// what tells it apart from the public one). Resolving builds nodes through it: an explicit
/// initializer of this large struct made the optimizer copy every node once into its result.
public struct ResolvedNode {
    /// The view or modifier: "HStack", "frame", "Circle", "Color", "offset"…
    public var type: String
    /// The `accessibilityIdentifier`, if the node has one.
    public var id: String? {
        get { details?.fields.id }
        set { updateDetails { $0.id = newValue } }
    }
    /// The string a `Text` node shows.
    public var text: String? {
        get { details?.fields.text }
        set { updateDetails { $0.text = newValue } }
    }
    /// Custom views that resolved to this node, outermost first (a shape's own type, which is
    /// already its `type`, is left out).
    public var views: [String] {
        get { details?.fields.views ?? [] }
        set { updateDetails { $0.views = newValue } }
    }
    /// The node's own size (its bounds in local space).
    public var size: CGSize
    /// Local space to root space.
    public var transform: CGAffineTransform {
        get { storedTransform.transform }
        set { storedTransform = CompactTransform(newValue) }
    }
    /// `transform` in the words it needs (see `CompactTransform`).
    private var storedTransform: CompactTransform
    /// What `GeometryProxy.frame(in: .global)` reports here: the bounding box of the node's
    /// bounds in root space (effects and scroll offsets of ancestors included). Derived from
    /// size and transform, so the two can never disagree.
    public var frame: CGRect { CGRect(size: size).applying(transform) }
    /// The product of all opacities that apply to the node (its own included).
    public var opacity: Double
    /// Subviews in drawing order.
    public var children: [ResolvedNode]
    /// What the node draws and how it composites its subtree, in its local space.
    public var display: NodeDisplay
    /// What the accessibility modifiers said of the node (label, traits, hidden…), if anything.
    public var accessibility: AccessibilityProperties? {
        get { details?.fields.accessibility }
        set { updateDetails { $0.accessibility = newValue } }
    }
    /// Identifier, text, custom views and accessibility, which most nodes lack, out of line
    /// (nil when all are empty): inline they made every node of the tree about 140 bytes larger
    /// (issue 19 §3, memory per view). An indirect enum keeps value semantics: a change makes a
    /// new box.
    private var details: Details?
    /// The structural identity of the view that made the node (nil for nodes built by hand):
    /// animations pair nodes of two trees by it (see `ResolvedNode.presented`).
    var identity: Int? {
        get { storedIdentity == Int.min ? nil : storedIdentity }
        set { storedIdentity = newValue ?? Int.min }
    }
    /// `identity` in one word, `Int.min` (which no path is numbered) for none: an optional `Int`
    /// made every node of the tree 8 bytes larger (issue 19 §3).
    private var storedIdentity = Int.min

    private indirect enum Details {
        case fields(Fields)
        var fields: Fields { switch self { case .fields(let fields): fields } }
    }

    private struct Fields {
        var id: String?
        var text: String?
        var views: [String] = []
        var accessibility: AccessibilityProperties?
        var isEmpty: Bool { id == nil && text == nil && views.isEmpty && accessibility == nil }
    }

    private static func details(_ fields: Fields) -> Details? { fields.isEmpty ? nil : .fields(fields) }

    private mutating func updateDetails(_ change: (inout Fields) -> Void) {
        var fields = details?.fields ?? Fields()
        change(&fields)
        details = Self.details(fields)
    }

    /// The first node, depth first, that satisfies `predicate` (this one included).
    public func first(where predicate: (ResolvedNode) -> Bool) -> ResolvedNode? {
        if predicate(self) { return self }
        for child in children { if let found = child.first(where: predicate) { return found } }
        return nil
    }

    /// The rotation of the node's transform, in degrees (counterclockwise on screen is negative).
    public var rotationDegrees: Double { atan2(transform.b, transform.a) * 180 / .pi }
}

extension ResolvedNode {
    /// A node as data.
    public init(type: String, id: String? = nil, text: String? = nil, views: [String] = [], size: CGSize,
                transform: CGAffineTransform = .identity, opacity: Double = 1, display: NodeDisplay = NodeDisplay(),
                children: [ResolvedNode] = [], accessibility: AccessibilityProperties? = nil) {
        self.init(type: type, size: size, storedTransform: CompactTransform(transform), opacity: opacity, children: children, display: display,
                  details: Self.details(Fields(id: id, text: text, views: views, accessibility: accessibility)))
    }

    /// Resolves a placed layout node: its drawing is decided here, at its final size, so the
    /// tree can be drawn, encoded and interpolated without the behaviour. Most nodes draw
    /// nothing: their display is the empty default, which allocates nothing.
    init(_ node: LayoutNode, opacity parentOpacity: Double) {
        var resolved: [ResolvedNode] = []
        _ = Self.resolve(node, opacity: parentOpacity, into: &resolved)
        self = resolved[0]
    }

    /// Resolves `node` at the end of `siblings` and returns its effective z-index (its own,
    /// else that of the single view it wraps), which its parent orders its children by: known
    /// here, it is not read back from each resolved child, which copied the child at every
    /// level. The node is made in its parent's array: returned, with its index in a tuple, it
    /// was copied into the array and the tuple destroyed through generic value witnesses, nine
    /// copies a row of the benchmark list (callgrind, issue 19 §3).
    private static func resolve(_ node: LayoutNode, opacity parentOpacity: Double, into siblings: inout [ResolvedNode]) -> Double {
        let type = node.name, size = node.size
        let display = node.display(size: size)
        let opacity = parentOpacity * display.opacity
        var subviews = node.subviews
        if node.drawsLastSubviewFirst, let last = subviews.popLast() { subviews.insert(last, at: 0) }
        let text = node.textContent
        let details: Details?
        if node.hasAttachments || text != nil {
            let views = node.composites.isEmpty ? [] : node.composites.reversed().map { TypeNames.shared.name($0) }.filter { $0 != type }
            details = Self.details(Fields(id: node.identifier, text: text, views: views, accessibility: node.accessibility))
        } else {
            details = nil
        }
        var children: [ResolvedNode] = [], zIndices: [Double] = []
        // A leaf's children stay the shared empty array: reserving even no room allocated a
        // buffer for each of them (callgrind, issue 19 §3).
        if !subviews.isEmpty { children.reserveCapacity(subviews.count) }
        subviews.forEach { subview in
            let zIndex = resolve(subview, opacity: opacity, into: &children)
            // The indices are kept only once one is not 0 (almost never), earlier ones as 0.
            if zIndex != 0 || !zIndices.isEmpty {
                if zIndices.isEmpty { zIndices = Array(repeating: 0, count: children.count - 1) }
                zIndices.append(zIndex)
            }
        }
        if !zIndices.isEmpty { children = children.sorted(byZIndices: zIndices) }
        let zIndex = display.zIndex ?? (subviews.count == 1 ? (zIndices.first ?? 0) : 0)
        siblings.append(self.init(type: type, size: size, storedTransform: node.storedTransform, opacity: opacity, children: children,
                                  display: display, details: details, storedIdentity: node.identity ?? Int.min))
        return zIndex
    }
}
