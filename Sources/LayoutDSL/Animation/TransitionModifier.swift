/// `.transition(_:)`: a view inserted by an animated change (or one whose transition has its
/// own animation) enters from the transition's active state to identity on the virtual clock.
/// The view's first appearance with its host does not animate, as in SwiftUI. The transition
/// is recorded for the view's nodes, so that when an animated change removes the view, frames
/// of a sequence play its removal (see `RemovalTransition`).
struct TransitionModifier: ViewModifier {
    typealias Body = Never
    let transition: AnyTransition

    /// When and how the insertion runs, kept for the view's identity while it stays.
    struct Insertion { let start: TimeInterval; let animation: Animation? }

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context, graph = context.graph
        let identity = context.child(.slot(1)).identity
        let now = CurrentHost.clock?.time ?? 0
        let insertion = graph.observedValues[identity] as? Insertion
            ?? Insertion(start: now, animation: graph.lastRoot == nil ? nil : modifier.transition.animation ?? graph.pendingAnimation)
        graph.observedValues[identity] = insertion
        let elapsed = now - insertion.start
        let progress = insertion.animation.map { $0.isFinished(at: elapsed) ? 1 : $0.progress(at: elapsed) } ?? 1
        let nodes = context.child(.slot(0)).build(content.modifier(TransitionEffectModifier(effects: modifier.transition.insertion, progress: progress)))
        for node in nodes { if let id = node.identity { graph.transitions[id] = modifier.transition } }
        // A hook that forgets the insertion when the view leaves, so a re-insertion runs again.
        nodes.first?.annotations.append(.lifecycle(LifecycleHook(identity: identity, kind: .change { _, _ in nil })))
        return _ViewOutputs(nodes: nodes)
    }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}
