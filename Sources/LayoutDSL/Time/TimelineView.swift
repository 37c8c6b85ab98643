/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: its content receives the date
/// of the schedule's latest entry. The date is the host's virtual date, so frames of a
/// sequence show time passing deterministically.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Not generic, as SwiftUI's, so `{ context in … }` closures infer their content type.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// Built on every pass, never cached: its content depends on the clock, not on inputs the
    /// graph tracks (SwiftUI updates it on the schedule's dates).
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let now = CurrentHost.clock?.date ?? Date(timeIntervalSinceNow: 0)
        return context.build(content(Context(date: schedule.entryDate(atOrBefore: now), cadence: .live)))
    }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}
