import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`. Absolute styles use
    /// the environment's locale and time zone (en_US, UTC here); relative ones count from now,
    /// which during an update is the host's virtual clock (`Date()` reads it).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable { case time, date, relative, offset, timer }
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
        case timerInterval(ClosedRange<Date>, countsDown: Bool)
        /// The run's string is a format whose specifiers take these arguments (`LocalizedStringKey`).
        case format([FormatArgument])
        /// A value through a format style, in the environment's locale.
        case formatStyle(LocaleFormatted)

        func string(_ string: String, in environment: EnvironmentValues, now: Date = Date()) -> String {
            switch self {
            case .format(let arguments):
                return FormatArgument.format(string, arguments: arguments, locale: environment.locale) { _ in "" }
            case .formatStyle(let formatted): return formatted.format(environment.locale)
            case let .date(date, style):
                switch style.kind {
                case .time, .date:
                    let formatter = DateFormatter()
                    formatter.locale = environment.locale
                    formatter.timeZone = environment.timeZone
                    formatter.dateStyle = style.kind == .date ? .long : .none
                    formatter.timeStyle = style.kind == .time ? .short : .none
                    return formatter.string(from: date)
                case .relative: return Self.units(abs(date.timeIntervalSince(now)), count: 2)
                case .offset:
                    let interval = date.timeIntervalSince(now)
                    return (interval < 0 ? "-" : "+") + Self.units(abs(interval), count: 1)
                case .timer: return Self.timer(abs(date.timeIntervalSince(now)))
                }
            case let .timerInterval(range, countsDown):
                let clamped = min(max(now, range.lowerBound), range.upperBound)
                return Self.timer(countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound))
            }
        }

        /// "h:mm:ss", or "m:ss" under an hour, in whole seconds (a countdown rounds up, as a
        /// timer shows 0:01 until the last second ends).
        static func timer(_ seconds: TimeInterval) -> String {
            let total = Int(seconds.rounded(.down))
            let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
            let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
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

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(string: "", dynamic: .timerInterval(timerInterval, countsDown: countsDown))]
    }
}
