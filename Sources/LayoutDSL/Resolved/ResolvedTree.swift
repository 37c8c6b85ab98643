/// The laid-out tree of one frame: every layout node with its geometry and drawing, in drawing
/// order. This is what the renderer draws and what tests assert on.
public struct ResolvedTree {
    public var canvasSize: CGSize
    public var root: ResolvedNode

    init(root: LayoutNode, canvasSize: CGSize) {
        self.canvasSize = canvasSize
        self.root = ResolvedNode(root, opacity: 1)
    }

    /// All nodes, depth first, in drawing order.
    public var allNodes: [ResolvedNode] {
        var result: [ResolvedNode] = []
        func visit(_ node: ResolvedNode) { result.append(node); node.children.forEach(visit) }
        visit(root)
        return result
    }

    /// The outermost node with this `accessibilityIdentifier`.
    public func node(id: String) -> ResolvedNode? { root.first { $0.id == id } }

    /// All nodes with this identifier, depth first.
    public func nodes(id: String) -> [ResolvedNode] { allNodes.filter { $0.id == id } }
}

public struct ResolvedNode {
    /// The `accessibilityIdentifier`, if the node has one.
    public var id: String?
    /// The `.id` value, if the node has one.
    let explicitID: AnyHashable?
    /// The view or modifier: "HStack", "frame", "Circle", "Color", "offset"…
    public var type: String { behavior.name }
    /// Custom views that resolved to this node, outermost first (a shape's own type, which is
    /// already its `type`, is left out).
    public var views: [String] {
        let type = self.type
        return composites.reversed().map { TypeNames.shared.name($0) }.filter { $0 != type }
    }
    let composites: [Any.Type]
    /// What `GeometryProxy.frame(in: .global)` reports here: the bounding box of the node's
    /// bounds in root space (effects and scroll offsets of ancestors included).
    public var frame: CGRect
    /// The node's own size (its bounds in local space).
    public var size: CGSize
    /// Local space to root space.
    public var transform: CGAffineTransform
    /// The product of all opacities that apply to the node (its own included).
    public var opacity: Double
    public var children: [ResolvedNode]
    let behavior: NodeBehavior
    /// A group opacity part of the way through an animation.
    var groupOpacityOverride: Double?

    /// What the node draws and how it composites, in its local space; built on demand, since
    /// only rendering needs it.
    public var display: NodeDisplay {
        var display = behavior.display(size: size)
        if let groupOpacityOverride { display.opacity = groupOpacityOverride }
        return display
    }

    init(_ node: LayoutNode, opacity parentOpacity: Double) {
        id = node.identifier
        explicitID = node.explicitID
        composites = node.composites
        size = node.size
        transform = node.transform
        frame = CGRect(size: node.size).applying(node.transform)
        behavior = node.behavior
        opacity = parentOpacity * node.behavior.groupOpacity(size: node.size)
        var subviews = node.subviews
        if node.behavior.drawsLastSubviewFirst, let last = subviews.popLast() { subviews.insert(last, at: 0) }
        let childOpacity = opacity
        children = subviews.map { ResolvedNode($0, opacity: childOpacity) }
    }

    /// The first node, depth first, that satisfies `predicate` (this one included).
    public func first(where predicate: (ResolvedNode) -> Bool) -> ResolvedNode? {
        if predicate(self) { return self }
        for child in children { if let found = child.first(where: predicate) { return found } }
        return nil
    }

    /// The string a `Text` node shows.
    public var text: String? { (behavior as? TextBehavior)?.text.string }

    /// The rotation of the node's transform, in degrees (counterclockwise on screen is negative).
    public var rotationDegrees: Double { atan2(transform.b, transform.a) * 180 / .pi }
}
