/// What a scroll view is doing (iOS 18's `ScrollPhase`).
public enum ScrollPhase: Equatable, Sendable, CustomDebugStringConvertible {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// What `onScrollPhaseChange` hears with a change (iOS 18's `ScrollPhaseChangeContext`): the
/// scroll view's geometry at the change and, when it is known (a finger let go), its velocity
/// in points per second along the content offset.
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry
    public var velocity: CGVector?
}

typealias ScrollPhaseObserver = (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

/// `onScrollPhaseChange`: watches the first scroll view in the modified view's hierarchy (the
/// scroll view itself when applied to one). Registered with that scroll view's record on each
/// pass; touches change phases between passes and tell the observers of the latest pass.
nonisolated struct ScrollPhaseObserverModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: ScrollPhaseObserver
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
        modifier(ScrollPhaseObserverModifier { old, new, _ in action(old, new) })
    }

    /// Runs `action(old, new, context)`, the context holding the geometry and velocity.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(ScrollPhaseObserverModifier(action: action))
    }
}

extension ViewHost {
    /// Sets a scroll view's phase (touch simulation does) and tells its observers if it changed,
    /// with the velocity when the finger's release gave one.
    func setScrollPhase(_ phase: ScrollPhase, of identity: Int, velocity: CGVector? = nil) {
        guard let (old, geometry, observers) = graph.scrolls.setPhase(phase, of: identity) else { return }
        let context = ScrollPhaseChangeContext(geometry: geometry, velocity: velocity)
        CurrentHost.with(self) { observers.forEach { $0(old, phase, context) } }
    }
}
