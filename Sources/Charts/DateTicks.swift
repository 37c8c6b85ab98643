import LayoutDSL

/// Tick dates of a date scale: calendar boundaries of the shortest unit that gives at most the
/// count asked for, as number ticks are chosen (`NiceTicks`), among d3-time's tick intervals
/// (1, 5, 15, 30 seconds and minutes; 1, 3, 6, 12 hours; 1, 2 days; weeks; 1, 3 months; years),
/// each labelled as iOS writes that unit ("9 AM", "May 8", "Jan", "2024").
struct DateTicks {
    struct Unit {
        var component: Calendar.Component
        var count: Int
        var seconds: Double
    }

    static let units: [Unit] = [
        Unit(component: .second, count: 1, seconds: 1), Unit(component: .second, count: 5, seconds: 5),
        Unit(component: .second, count: 15, seconds: 15), Unit(component: .second, count: 30, seconds: 30),
        Unit(component: .minute, count: 1, seconds: 60), Unit(component: .minute, count: 5, seconds: 300),
        Unit(component: .minute, count: 15, seconds: 900), Unit(component: .minute, count: 30, seconds: 1800),
        Unit(component: .hour, count: 1, seconds: 3600), Unit(component: .hour, count: 3, seconds: 10_800),
        Unit(component: .hour, count: 6, seconds: 21_600), Unit(component: .hour, count: 12, seconds: 43_200),
        Unit(component: .day, count: 1, seconds: 86_400), Unit(component: .day, count: 2, seconds: 172_800),
        Unit(component: .weekOfYear, count: 1, seconds: 604_800), Unit(component: .month, count: 1, seconds: 2_629_746),
        Unit(component: .month, count: 3, seconds: 7_889_238), Unit(component: .year, count: 1, seconds: 31_556_952),
    ]

    let unit: Unit
    let dates: [Date]

    /// At most about `count` ticks between `lower` and `upper`.
    init(lower: Date, upper: Date, count: Int, calendar: Calendar) {
        let span = upper.timeIntervalSince(lower)
        let unit = DateTicks.units.first { (span / $0.seconds).rounded(.down) + 1 <= Double(max(count, 2)) } ??
            DateTicks.units[DateTicks.units.count - 1]
        self.init(lower: lower, upper: upper, unit: unit, calendar: calendar)
    }

    /// Every `unit.count`-th boundary of `unit.component` from `lower` to `upper`.
    init(lower: Date, upper: Date, unit: Unit, calendar: Calendar) {
        self.unit = unit
        var dates: [Date] = []
        guard lower <= upper,
              var date = calendar.dateInterval(of: unit.component == .weekOfYear ? .weekOfYear : unit.component,
                                               for: lower)?.start
        else { dates = []; self.dates = dates; return }
        if date < lower, let next = calendar.date(byAdding: unit.component, value: 1, to: date) { date = next }
        // Multi-unit steps start on a multiple of the step (every third hour: 0, 3, 6…; days and
        // months count from 1).
        if unit.count > 1, unit.component != .weekOfYear {
            let origin = unit.component == .day || unit.component == .month ? 1 : 0
            for _ in 0..<unit.count where (calendar.component(unit.component, from: date) - origin) % unit.count != 0 {
                guard let next = calendar.date(byAdding: unit.component, value: 1, to: date) else { break }
                date = next
            }
        }
        while date <= upper, dates.count < 1000 {
            dates.append(date)
            guard let next = calendar.date(byAdding: unit.component, value: unit.count, to: date) else { break }
            date = next
        }
        self.dates = dates
    }

    /// The label iOS writes for a tick of this unit.
    func label(_ date: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        DateTicks.label(date, component: unit.component, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    static func label(_ date: Date, component: Calendar.Component, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        switch component {
        case .second: style = style.hour().minute().second()
        case .minute: style = style.hour().minute()
        case .hour: style = style.hour()
        case .day, .weekOfYear, .weekday: style = style.month(.abbreviated).day()
        case .month: style = style.month(.abbreviated)
        default: style = style.year()
        }
        return date.formatted(style)
    }
}
