/// Cycles its content through `phases` (SwiftUI's `PhaseAnimator`): each change to the next
/// phase animates with `animation(phase)` and the next starts when that one is logically
/// complete. Without a trigger it cycles for as long as it is shown; with one, each change of
/// the trigger runs once through the phases back to the first. A phase without an animation
/// jumps and the next follows a millisecond of virtual time later (so a cycle of phases that
/// never animate cannot stall the update loop).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); self.trigger = AnyEquatableValue(value: trigger)
        self.content = content; self.animation = animation
    }

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); self.trigger = nil
        self.content = content; self.animation = animation
    }

    public var body: some View {
        let shown = phases.indices.contains(index) ? index : 0
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[shown])
                .onAppear { if trigger == nil { advance(to: 1) } }
                .onChange(of: trigger) { advance(to: 1) }
        }
    }

    /// Animates to phase `next`, then on to the one after (continuous), or until back at the first.
    private func advance(to next: Int) {
        guard phases.count > 1 else { return }
        let target = next % phases.count
        let then = { if trigger == nil || target != 0 { advance(to: target + 1) } }
        guard let animation = animation(phases[target]) else {
            index = target
            // On the main queue, which a host's update binds to its clock: the phase advances on
            // the host's thread.
            nonisolated(unsafe) let then = then
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.001) { then() }
            return
        }
        withAnimation(animation) { index = target } completion: { then() }
    }
}

nonisolated extension View {
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }
}
