/// What a scroll view is doing (iOS 18's `ScrollPhase`).
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// `onScrollPhaseChange`: registered on each pass; called when the first scroll view's phase changes.
struct ScrollPhaseObserverModifier: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let action: (ScrollPhase, ScrollPhase) -> Void
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        context.graph.phaseObservers[hookIdentity(context)] = action
        return content
    }
}

extension View {
    /// Runs `action(old, new)` when the first scroll view in the hierarchy changes phase.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        modifier(ScrollPhaseObserverModifier(action: action))
    }
}

extension ViewHost {
    /// Sets a scroll view's phase (touch simulation does); observers of the first scroll view hear of changes.
    func setScrollPhase(_ phase: ScrollPhase, target: String?) {
        let old = graph.scrollPhases[target] ?? .idle
        guard old != phase else { return }
        graph.scrollPhases[target] = phase
        guard target == nil else { return }
        CurrentHost.with(clock) {
            for identity in graph.phaseObservers.keys.sorted() { graph.phaseObservers[identity]?(old, phase) }
        }
    }
}
