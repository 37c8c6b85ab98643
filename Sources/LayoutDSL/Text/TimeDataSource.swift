import Foundation

/// A value that follows the time (https://developer.apple.com/documentation/swiftui/timedatasource):
/// `Text(.currentDate, format: …)` reads it when the text is laid out, from the host's virtual
/// clock (`Date()` reads it during an update), so each frame of a sequence shows its own time.
public struct TimeDataSource<Value> {
    /// The value at a time.
    let value: (Date) -> Value
    /// What it is, for comparing texts: its kind and its date.
    let identity: [AnyHashable]
}

/// The sources are declared on every `TimeDataSource`, as SwiftUI's are, so `.currentDate`
/// reads where a `TimeDataSource<Date>` is expected.
extension TimeDataSource {
    /// Now.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date>(value: { $0 }, identity: ["currentDate"]) }

    /// From `date` to now (empty before `date`).
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>>(value: { date..<max(date, $0) }, identity: ["startingAt", date])
    }

    /// From now to `date` (empty after it).
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>>(value: { min(date, $0)..<date }, identity: ["endingAt", date])
    }

    /// The time from `date` to now: negative before it.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration>(value: { now in
            let seconds = now.timeIntervalSince(date)
            return .seconds(Int64(seconds.rounded(.towardZero))) + .nanoseconds(Int64((seconds - seconds.rounded(.towardZero)) * 1e9))
        }, identity: ["durationOffset", date])
    }
}
