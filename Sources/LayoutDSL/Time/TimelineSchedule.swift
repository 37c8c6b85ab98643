/// When a timeline updates.
public protocol TimelineSchedule {
    /// The latest entry at or before `date` (the date a view sees at that moment).
    func entryDate(atOrBefore date: Date) -> Date
}

/// Every frame.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval; self.paused = paused
    }
    let minimumInterval: Double?
    let paused: Bool
    public func entryDate(atOrBefore date: Date) -> Date {
        guard let minimumInterval, minimumInterval > 0 else { return date }
        let t = date.timeIntervalSince(VirtualClock.epoch)
        return VirtualClock.epoch.addingTimeInterval((t / minimumInterval).rounded(.down) * minimumInterval)
    }
}

/// At a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date, interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }
    public func entryDate(atOrBefore date: Date) -> Date {
        guard interval > 0, date > start else { return start }
        return start.addingTimeInterval((date.timeIntervalSince(start) / interval).rounded(.down) * interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entryDate(atOrBefore date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

/// At given dates.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    public func entryDate(atOrBefore date: Date) -> Date { dates.last { $0 <= date } ?? dates.first ?? date }
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

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
