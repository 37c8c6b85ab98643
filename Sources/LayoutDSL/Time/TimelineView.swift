/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: its content receives the date
/// of the schedule's latest entry on the host's virtual clock, counted from when the view
/// appeared, so frames of a sequence show time passing deterministically. A paused
/// `.animation` schedule keeps the date it last showed.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Not generic, as SwiftUI's, so `{ context in … }` closures infer their content type.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
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
        let cadence: Context.Cadence = schedule is EveryMinuteTimelineSchedule ? .minutes : .live
        return context.build(content(Context(date: state.date, cadence: cadence)))
    }
}

/// When a timeline appeared (virtual nanoseconds) and the date it last showed.
final class TimelineState {
    let start: Int64
    var date: Date
    init(start: Int64, date: Date) { self.start = start; self.date = date }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}
