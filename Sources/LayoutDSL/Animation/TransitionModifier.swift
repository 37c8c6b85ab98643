/// `.transition(_:)`: a view inserted by an animated change (or one whose transition has its
/// own animation) is first drawn as the transition's `willAppear` phase, and in the same frame
/// the phase becomes `identity` with the animation (`ViewHost.frame` commits twice), so the
/// difference animates like any other change: the effects of built-in transitions, and the
/// modifiers of a custom `Transition`'s `body(content:phase:)`. The view's first appearance
/// with its host does not animate, as in SwiftUI. The transition is recorded for the view's
/// nodes, so that when an animated change removes the view, frames of a sequence play its
/// removal (see `RemovalTransition`). With Reduce Motion on, a transition that moves the view
/// fades instead (`TransitionProperties`).
nonisolated struct TransitionModifier: ViewModifier {
    typealias Body = Never
    let transition: AnyTransition

    /// The view's phase while it stays, and the animation it entered with.
    struct Insertion { var phase: TransitionPhase; let animation: Animation? }

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context, graph = context.graph
        let transition = context.environment.accessibilityReduceMotion ? modifier.transition.reducingMotion : modifier.transition
        let identity = context.child(.slot(1)).identity
        var insertion = graph.observedValues[identity] as? Insertion ?? {
            let animation = graph.lastRoot == nil ? nil : transition.animation ?? context.animation
            return Insertion(phase: animation == nil ? .identity : .willAppear, animation: animation)
        }()
        var contentContext = context.child(.slot(0))
        let commits = insertion.phase == .willAppear && graph.commitsAppearances
        if commits {
            insertion.phase = .identity
            contentContext = contentContext.with(animation: insertion.animation)
        }
        if insertion.phase == .willAppear { graph.transitionsAppearing = true }
        graph.observedValues[identity] = insertion
        let erased = AnyView(content)
        let nodes = contentContext.build(transition.apply(erased, insertion.phase))
        nodes.bindAnimationScope()
        if commits { graph.scope(nodes, animation: insertion.animation) }
        for node in nodes {
            guard let id = node.identity else { continue }
            graph.transitions[id] = transition
            // A view drawn by a body leaves as that body's `didDisappear` phase.
            if transition.body != nil { graph.removalBuilders[id] = { contentContext.build(transition.apply(erased, .didDisappear)) } }
        }
        // A hook that forgets the insertion when the view leaves, so a re-insertion runs again.
        nodes.first?.annotations.append(.lifecycle(LifecycleHook(identity: identity, kind: .change { _, _ in nil })))
        return _ViewOutputs(nodes: nodes)
    }
}

nonisolated extension View {
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}
