/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: its content receives the date
/// of the schedule's latest entry on the host's virtual clock, counted from when the view
/// appeared, so frames of a sequence show time passing deterministically. A paused
/// `.animation` schedule keeps the date it last showed. As in SwiftUI, the content closure takes
/// `TimelineViewDefaultContext`, one concrete context, so `{ context in … }` closures infer
/// their content type.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is given: the entry's date and how often entries come.
    public struct Context {
        public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
        public let date: Date
        public let cadence: Cadence

        /// Asks for pre-rendered frames to be drawn again (Apple: "when entering Always On
        /// Display, the system might pre-render frames"). Nothing is pre-rendered here: the
        /// content is built from the clock on every pass, so there is nothing to reset.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// Built on every pass, never cached: its content depends on the clock, not on inputs the
    /// graph tracks (SwiftUI updates it on the schedule's dates).
    func makeNodes(in context: BuildContext) -> NodeList {
        let site = InstallSite(graph: context.graph, view: context.identity, identity: context.identity, slot: -1,
                               environment: context.environment, owner: Self.self, name: "timeline")
        let clock = CurrentHost.clock
        let now = clock?.nanoseconds ?? 0
        let state = context.graph.persistentObject(at: site) { TimelineState(start: now, date: Date()) }
        if (schedule as? AnimationTimelineSchedule)?.paused != true {
            state.date = schedule.latestEntry(from: VirtualClock.epoch.addingTimeInterval(Double(state.start) / 1e9),
                                              elapsed: Double(now - state.start) / 1e9)
        }
        let cadence: TimelineViewDefaultContext.Cadence = schedule is EveryMinuteTimelineSchedule ? .minutes : .live
        return context.build(content(TimelineViewDefaultContext(date: state.date, cadence: cadence)))
    }
}

/// When a timeline appeared (virtual nanoseconds) and the date it last showed.
final class TimelineState {
    let start: Int64
    var date: Date
    init(start: Int64, date: Date) { self.start = start; self.date = date }
}
