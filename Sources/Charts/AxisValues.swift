import LayoutDSL

/// The values an axis marks on a scale, with the labels iOS writes for them: every category of a
/// band scale; nice numbers (`NiceTicks`) or calendar boundaries (`DateTicks`) of a continuous
/// one; or the stride or list `AxisMarks(values:)` gives, kept inside the domain.
struct AxisValues {
    let values: [AxisValue]

    init(scale: ChartScale, request: AxisMarkValues, formatting: ChartFormatting) {
        var entries: [(PlotValue, String)] = []
        switch (scale.domain, request.kind) {
        case (.bands(let names), .values(let given)):
            entries = given.compactMap { $0.category.flatMap { names.contains($0) ? (.category($0), $0) : nil } }
        case (.bands(let names), _):
            entries = names.map { (.category($0), $0) }
        case (.continuous(let lower, let upper, let dates), let kind):
            let inDomain = { (v: Double) in v >= min(lower, upper) - 1e-9 && v <= max(lower, upper) + 1e-9 }
            switch kind {
            case .values(let given):
                entries = given.filter { $0.continuous.map(inDomain) ?? false }.map { ($0, formatting.label($0)) }
            case .stride(let step) where step > 0:
                let first = (min(lower, upper) / step).rounded(.up), last = (max(lower, upper) / step).rounded(.down)
                if first <= last, last - first < 1000 {
                    entries = stride(from: first, through: last, by: 1).map {
                        let value = NiceTicks.clean($0 * step)
                        let plotted: PlotValue = dates ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
                        return (plotted, formatting.label(plotted))
                    }
                }
            case .dateStride(let component, let count, let calendar) where dates:
                let calendar = calendar ?? formatting.calendar
                let ticks = DateTicks(lower: Date(timeIntervalSinceReferenceDate: lower),
                                      upper: Date(timeIntervalSinceReferenceDate: upper),
                                      unit: DateTicks.Unit(component: component, count: count, seconds: 0), calendar: calendar)
                entries = ticks.dates.map {
                    (.date($0), ticks.label($0, locale: formatting.locale, calendar: calendar,
                                            timeZone: formatting.timeZone))
                }
            case .automatic(let desired, _, _) where dates:
                let ticks = DateTicks(lower: Date(timeIntervalSinceReferenceDate: lower),
                                      upper: Date(timeIntervalSinceReferenceDate: upper),
                                      count: desired ?? scale.tickCount, calendar: formatting.calendar)
                entries = ticks.dates.map {
                    (.date($0), ticks.label($0, locale: formatting.locale, calendar: formatting.calendar,
                                            timeZone: formatting.timeZone))
                }
            case .automatic(let desired, _, _):
                entries = NiceTicks(lower: min(lower, upper), upper: max(lower, upper), count: desired ?? scale.tickCount).values
                    .map { (.number($0), formatting.label(.number($0))) }
            default:
                entries = []
            }
        }
        values = entries.enumerated().map { index, entry in
            AxisValue(index: index, count: entries.count, value: entry.0, defaultLabel: entry.1)
        }
    }
}

/// How the chart writes values: the environment's locale, calendar and time zone.
struct ChartFormatting {
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone

    /// A value as iOS labels it without a format: numbers grouped by the locale ("1,000", "0.5"),
    /// dates as a day.
    func label(_ value: PlotValue) -> String {
        switch value {
        case .number(let number): number.formatted(.number.locale(locale))
        case .date(let date): DateTicks.label(date, component: .day, locale: locale, calendar: calendar, timeZone: timeZone)
        case .category(let name): name
        }
    }
}
