import Foundation

/// Formats a duration or the time between two dates ("1:05:00", "1h 5m", "1 hour, 5 minutes"),
/// as Foundation's `DateComponentsFormatter` does in en_US (Apple's documentation of
/// `DateComponentsFormatter` and its `UnitsStyle`; the unit names are ICU's English unit formats,
/// long, short and narrow). swift-corelibs-foundation declares the class unavailable.
///
/// A time interval is split into the allowed units with the Gregorian calendar in UTC from
/// Foundation's reference date, so months and years are calendar ones and the result is the same
/// on every machine. Zero units are dropped (positional: the leading ones), the largest
/// `maximumUnitCount` are kept, and a partial last unit is truncated.
///
/// `@unchecked Sendable` as Foundation declares it (an open `Formatter` subclass cannot be
/// checked): its settings are plain stored properties, safe while one thread configures a
/// formatter before others format with it, the rule Apple documents for its formatters.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var collapsesLargestUnit = false
    open var allowsFractionalUnits = false
    open var calendar: Calendar?
    open var referenceDate: Date?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        if self.calendar == nil { calendar.timeZone = TimeZone(identifier: "UTC")! }
        let units = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        let components = calendar.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
        return format(units.map { ($0, components.value(for: $0.component) ?? 0) })
    }

    open func string(from components: DateComponents) -> String? {
        let units = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        return format(units.map { ($0, components.value(for: $0.component) ?? 0) })
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    struct UnitName {
        let unit: NSCalendar.Unit
        let component: Calendar.Component
        /// ICU's English names: full singular and plural, short, narrow (brief), abbreviated.
        let full: (String, String), short: (String, String), brief: String, abbreviated: String
    }

    static let units: [UnitName] = [
        UnitName(unit: .year, component: .year, full: ("year", "years"), short: ("yr", "yrs"), brief: "y", abbreviated: "y"),
        UnitName(unit: .month, component: .month, full: ("month", "months"), short: ("mth", "mths"), brief: "m", abbreviated: "mo"),
        UnitName(unit: .weekOfMonth, component: .weekOfMonth, full: ("week", "weeks"), short: ("wk", "wks"), brief: "w", abbreviated: "w"),
        UnitName(unit: .day, component: .day, full: ("day", "days"), short: ("day", "days"), brief: "d", abbreviated: "d"),
        UnitName(unit: .hour, component: .hour, full: ("hour", "hours"), short: ("hr", "hr"), brief: "hr", abbreviated: "h"),
        UnitName(unit: .minute, component: .minute, full: ("minute", "minutes"), short: ("min", "min"), brief: "min", abbreviated: "m"),
        UnitName(unit: .second, component: .second, full: ("second", "seconds"), short: ("sec", "sec"), brief: "sec", abbreviated: "s"),
    ]

    private func format(_ values: [(UnitName, Int)]) -> String? {
        var values = values
        let negative = values.contains { $0.1 < 0 }
        values = values.map { ($0.0, abs($0.1)) }
        let positional = unitsStyle == .positional
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) { behavior = positional ? [.dropLeading] : .dropAll }
        if behavior.contains(.pad) { behavior.remove(.dropAll) }
        // Leading zeros (but keep at least the last unit).
        if behavior.contains(.dropLeading) || behavior.contains(.dropAll) {
            while values.count > 1, values[0].1 == 0 { values.removeFirst() }
        }
        if !positional, behavior.contains(.dropMiddle) || behavior.contains(.dropTrailing) {
            let kept = values.filter { $0.1 != 0 }
            values = kept.isEmpty ? [values[values.count - 1]] : kept
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        var text: String
        switch unitsStyle {
        case .positional:
            text = values.enumerated().map { index, pair in
                index == 0 && !behavior.contains(.pad) ? "\(pair.1)" : String(format: "%02d", pair.1)
            }.joined(separator: ":")
        case .abbreviated:
            text = values.map { "\($0.1)\($0.0.abbreviated)" }.joined(separator: " ")
        case .brief:
            text = values.map { "\($0.1)\($0.0.brief)" }.joined(separator: " ")
        case .short:
            text = values.map { "\($0.1) \($0.1 == 1 ? $0.0.short.0 : $0.0.short.1)" }.joined(separator: ", ")
        case .full:
            text = values.map { "\($0.1) \($0.1 == 1 ? $0.0.full.0 : $0.0.full.1)" }.joined(separator: ", ")
        case .spellOut:
            let spell = NumberFormatter()
            spell.numberStyle = .spellOut
            spell.locale = Locale(identifier: "en_US")
            text = values.map { "\(spell.string(from: NSNumber(value: $0.1)) ?? "\($0.1)") \($0.1 == 1 ? $0.0.full.0 : $0.0.full.1)" }
                .joined(separator: ", ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }
}
