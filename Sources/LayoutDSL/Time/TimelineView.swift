/// A view that redraws on a schedule, as SwiftUI's `TimelineView`: its content receives the date
/// of the schedule's latest entry. The date is the host's virtual date, so frames of a
/// sequence show time passing deterministically.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// Not generic, as SwiftUI's, so `{ context in … }` closures infer their content type.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    public var body: some View {
        let now = CurrentHost.clock?.date ?? Date(timeIntervalSinceNow: 0)
        return content(Context(date: schedule.entryDate(atOrBefore: now), cadence: .live))
    }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}
