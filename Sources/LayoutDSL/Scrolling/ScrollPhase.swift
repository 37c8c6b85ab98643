/// What a scroll view is doing (iOS 18's `ScrollPhase`).
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// `onScrollPhaseChange`: watches the first scroll view in the modified view's hierarchy (the
/// scroll view itself when applied to one). Registered with that scroll view's record on each
/// pass; touches change phases between passes and tell the observers of the latest pass.
nonisolated struct ScrollPhaseObserverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (ScrollPhase, ScrollPhase) -> Void
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let scrolls = context.graph.scrolls, action = self.action
        content.first?.annotations.append(.placed { placed in
            guard let scroll = placed.node.firstScrollNode?.behavior.asScrollView else { return }
            scrolls.observePhase(of: scroll.identity, action)
        })
        return content
    }
}

nonisolated extension View {
    /// Runs `action(old, new)` when the first scroll view in this view's hierarchy changes phase.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        modifier(ScrollPhaseObserverModifier(action: action))
    }
}

extension ViewHost {
    /// Sets a scroll view's phase (touch simulation does) and tells its observers if it changed.
    func setScrollPhase(_ phase: ScrollPhase, of identity: Int) {
        guard let (old, observers) = graph.scrolls.setPhase(phase, of: identity) else { return }
        CurrentHost.with(self) { observers.forEach { $0(old, phase) } }
    }
}
