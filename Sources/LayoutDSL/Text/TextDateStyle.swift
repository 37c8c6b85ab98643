import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`. Absolute styles use
    /// the environment's locale and time zone (en_US, UTC here); relative ones count from now,
    /// which during an update is the host's virtual clock (`Date()` reads it).
    public struct DateStyle: Hashable, Sendable, Codable {
        enum Kind: String, Hashable, Codable { case time, date, relative, offset, timer }
        let kind: Kind
        /// "11:23 PM" (Apple's `Text.DateStyle` example; `DateFormatter` short time).
        public static let time = DateStyle(kind: .time)
        /// "June 3, 2019" (long date).
        public static let date = DateStyle(kind: .date)
        /// "2 hours, 23 minutes": the two largest units of the distance from now.
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours": the signed largest unit of the date minus now.
        public static let offset = DateStyle(kind: .offset)
        /// "2:32" (or "36:59:01"): a stopwatch of the distance from now.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text whose string depends on the environment and the current time, made when it is laid out.
    enum Dynamic: Hashable {
        case date(Date, DateStyle)
        case timerInterval(ClosedRange<Date>, countsDown: Bool, pauseTime: Date?, showsHours: Bool)
        /// From one date to another (`Text(_: ClosedRange<Date>)`).
        case interval(ClosedRange<Date>)
        /// The run's string is a format whose specifiers take these arguments (`LocalizedStringKey`).
        case format([FormatArgument])
        /// A value through a format style, in the environment's locale.
        case formatStyle(LocaleFormatted)

        /// `variant` picks a shorter form where there is one (`variants`): 0 is the full one.
        func string(_ string: String, in environment: EnvironmentValues, now: Date = Date(), variant: Int = 0) -> String {
            switch self {
            case .format(let arguments):
                return FormatArgument.format(string, arguments: arguments, locale: environment.locale) { _ in "" }
            case .formatStyle(let formatted): return formatted.format(environment)
            case let .date(date, style):
                switch style.kind {
                case .time, .date:
                    let formatter = DateFormatter()
                    formatter.locale = environment.locale
                    formatter.timeZone = environment.timeZone
                    formatter.dateStyle = style.kind == .date ? Self.dateVariants[min(variant, Self.dateVariants.count - 1)] : .none
                    formatter.timeStyle = style.kind == .time ? .short : .none
                    return formatter.string(from: date)
                case .relative: return Self.units(abs(date.timeIntervalSince(now)), count: 2)
                case .offset:
                    let interval = date.timeIntervalSince(now)
                    return (interval < 0 ? "-" : "+") + Self.units(abs(interval), count: 1)
                case .timer: return Self.timer(abs(date.timeIntervalSince(now)))
                }
            case .interval(let range):
                // Apple does not document the styles: DateIntervalFormatter's short date and
                // time, which leave out what both ends share ("1/1/26, 9:00 – 10:00 AM").
                let formatter = DateIntervalFormatter()
                formatter.locale = environment.locale
                formatter.calendar = environment.calendar
                formatter.timeZone = environment.timeZone
                formatter.dateStyle = .short
                formatter.timeStyle = .short
                return formatter.string(from: range.lowerBound, to: range.upperBound)
            case let .timerInterval(range, countsDown, pauseTime, showsHours):
                // A paused timer shows the time it stopped at.
                let clamped = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
                let seconds = countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
                return SystemFormatStyle.clock(seconds, showsHours: showsHours, maxFieldCount: 3, precision: .seconds(1), roundsUp: false)
            }
        }

        /// The forms of a `.date` date, longest first: "January 1, 2026", "Jan 1, 2026", "1/1/26".
        static let dateVariants: [DateFormatter.Style] = [.long, .medium, .short]

        /// How many forms the string has: a `.date` date's three, else one.
        var variants: Int {
            if case .date(_, let style) = self, style.kind == .date { return Self.dateVariants.count }
            return 1
        }

        /// "h:mm:ss", or "m:ss" under an hour, in whole seconds.
        static func timer(_ seconds: TimeInterval) -> String {
            SystemFormatStyle.clock(seconds, showsHours: true, maxFieldCount: 3, precision: .seconds(1), roundsUp: false)
        }

        /// The `count` largest non-zero units, English full names ("2 hours, 23 minutes"), as
        /// `DateComponentsFormatter` with `.full` units gives in en_US; zero is "0 seconds".
        static func units(_ seconds: TimeInterval, count: Int) -> String {
            var rest = Int(seconds.rounded(.down))
            var parts: [String] = []
            for (name, length) in [("year", 31_536_000), ("week", 604_800), ("day", 86_400), ("hour", 3600), ("minute", 60),
                                   ("second", 1)] {
                let value = rest / length
                rest %= length
                if value > 0, parts.count < count { parts.append("\(value) \(name)\(value == 1 ? "" : "s")") }
                if !parts.isEmpty, value == 0 { break }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }

    public init(_ date: Date, style: DateStyle) { runs = [Run(string: "", dynamic: .date(date, style))] }

    /// The localized range between two dates.
    public init(_ dates: ClosedRange<Date>) { runs = [Run(string: "", dynamic: .interval(dates))] }
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(string: "", dynamic: .timerInterval(timerInterval, countsDown: countsDown, pauseTime: pauseTime,
                                                        showsHours: showsHours))]
    }
}
