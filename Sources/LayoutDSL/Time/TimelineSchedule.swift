/// When a timeline updates: SwiftUI's protocol, a sequence of dates from the date the timeline
/// starts (SwiftUI documentation, "TimelineSchedule"). `TimelineView` shows the latest entry at
/// or before the host's virtual date.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// A schedule whose latest entry is computed, not searched: the built-in schedules count their
/// ticks as integers from their start, so no tick is lost to the rounding of dates (a date is a
/// Double of seconds since 2001, about 0.1 µs coarse; 1/60 s added 600 times drifts).
protocol ComputedTimelineSchedule: TimelineSchedule {
    /// The latest entry at or before `elapsed` seconds after `start`.
    func entry(from start: Date, elapsed: TimeInterval) -> Date
}

/// Ticks `elapsed / interval` counted down to an integer, allowing for a microsecond of rounding
/// in the frame time (frame i of a 60 fps sequence is i/60 s to the nearest nanosecond).
func wholeTicks(_ elapsed: TimeInterval, every interval: TimeInterval) -> Double {
    ((elapsed + 1e-6) / interval).rounded(.down)
}

/// Every frame, or every `minimumInterval`; `paused` stops it where it is.
public struct AnimationTimelineSchedule: ComputedTimelineSchedule, Sendable {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.paused = paused
    }

    /// ProMotion's fastest frame, 1/120 s, when no minimum is given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 120, count: paused ? 1 : nil)
    }

    func entry(from start: Date, elapsed: TimeInterval) -> Date {
        guard let minimumInterval else { return start.addingTimeInterval(elapsed) }
        return start.addingTimeInterval(wholeTicks(elapsed, every: minimumInterval) * minimumInterval)
    }
}

/// At a fixed interval from its own start date.
public struct PeriodicTimelineSchedule: ComputedTimelineSchedule, Sendable {
    let start: Date, interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval > 0 && interval.isFinite ? interval : 1
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date, interval: TimeInterval
        /// Entries left, or nil for no end.
        var count: Int?
        var index = 0.0
        public mutating func next() -> Date? {
            if let count, index >= Double(count) { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, interval: interval, count: nil)
    }

    func entry(from start: Date, elapsed: TimeInterval) -> Date {
        let now = start.addingTimeInterval(elapsed)
        guard now > self.start else { return self.start }
        return self.start.addingTimeInterval(wholeTicks(now.timeIntervalSince(self.start), every: interval) * interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: ComputedTimelineSchedule, Sendable {
    public init() {}

    /// The start date, then the start of every minute after it.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }

    func entry(from start: Date, elapsed: TimeInterval) -> Date {
        let minute = Date(timeIntervalSinceReferenceDate:
            wholeTicks(start.addingTimeInterval(elapsed).timeIntervalSinceReferenceDate, every: 60) * 60)
        return max(minute, start)
    }
}

/// At given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }

    /// The latest entry at or before `elapsed` seconds after `start` (the start itself if no
    /// entry has come yet). Entries past a microsecond of rounding wait; at most 100 000 are
    /// read, so an endless dense schedule cannot hang an update.
    func latestEntry(from start: Date, elapsed: TimeInterval) -> Date {
        if let computed = self as? any ComputedTimelineSchedule { return computed.entry(from: start, elapsed: elapsed) }
        let limit = start.addingTimeInterval(elapsed + 1e-6)
        var latest = start
        for entry in entries(from: start, mode: .normal).prefix(100_000) {
            if entry > limit { break }
            latest = entry
        }
        return latest
    }
}
