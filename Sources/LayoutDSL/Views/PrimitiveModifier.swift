/// Modifiers the engine implements itself: they transform the nodes their content produced.
/// A modifier applied to several views (a `Group`) applies to each, as in SwiftUI.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList
    /// Modifiers that change what descendants see (environment, identity) say so here.
    func contentContext(_ context: BuildContext) -> BuildContext
    /// Whether `modify` may attach something to the content's nodes themselves (an identifier,
    /// a gesture, a preference, an observer): such a modifier applies outside the geometry
    /// effects kept on them, which are first taken out into nodes of their own (see
    /// `EffectModifier`). Modifiers that wrap the nodes, or only read or pass them on, say no.
    static var attachesToContent: Bool { get }
}

extension PrimitiveModifier {
    func contentContext(_ context: BuildContext) -> BuildContext { context }
    static var attachesToContent: Bool { true }

    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        primitiveModify(content, with: modifier, inputs: inputs)
    }

    /// `_modify` for every primitive modifier, and for those visible to inlinable code, which
    /// must declare their own (`_FrameLayout`).
    static func primitiveModify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let built = modifier.contentContext(inputs.context).build(content)
        let nodes = attachesToContent ? built.withGeometryEffectsOutside() : built
        let modified = modifier.modify(nodes, in: inputs.context)
        LayoutNode.passLayoutValues(from: nodes, to: modified)
        return _ViewOutputs(nodes: modified)
    }
}

/// Modifiers that remember something across passes (lifecycle hooks, preference observers).
/// The modifier takes one identity and its content the next, so the same modifier applied
/// twice in a chain keeps two records.
protocol IdentifiedModifier: PrimitiveModifier {}

extension IdentifiedModifier {
    func contentContext(_ context: BuildContext) -> BuildContext { context.child(.slot(0)) }
    func hookIdentity(_ context: BuildContext) -> Int { context.child(.slot(1)).identity }
}

/// Modifiers that wrap each content node in a new layout node.
protocol NodeModifier: PrimitiveModifier {
    /// The behaviour's own type, so the node holds it inline (see `BehaviorNode`).
    associatedtype Behavior: NodeBehavior
    func makeBehavior(in context: BuildContext) -> Behavior
}

extension NodeModifier {
    static var attachesToContent: Bool { false }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { wrapping(content) { makeBehavior(in: context) } }
}

/// `content` with each node wrapped in a node of the behaviour `make` gives (one content node
/// is the common case, kept inline). A function of the behaviour's type alone, so a modifier
/// that calls it from its own `modify` (`BehaviorModifier`) does not have its conformance to
/// `NodeModifier` instantiated by the runtime at each call.
@inline(__always)
func wrapping<Behavior: NodeBehavior>(_ content: NodeList, _ make: () -> Behavior) -> NodeList {
    if content.count == 1 { return NodeList(LayoutNode.make(make(), subviews: content)) }
    return NodeList(content) { LayoutNode.make(make(), subviews: NodeList($0)) }
}

/// Modifiers that annotate each content node without adding one (identifiers, priorities, preferences).
protocol NodeAnnotation: PrimitiveModifier {
    func annotate(_ node: LayoutNode, in context: BuildContext)
}

extension NodeAnnotation {
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        for node in content { annotate(node, in: context) }
        return content
    }
}
