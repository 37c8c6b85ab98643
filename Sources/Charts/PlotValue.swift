import LayoutDSL

/// A value on a chart's dimension, as its scale sees it: a number or date on a continuous scale,
/// a category on a band scale.
enum PlotValue: Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value on a continuous axis: the number, or a date's seconds since the reference date.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var category: String? {
        if case .category(let name) = self { return name }
        return nil
    }
}

/// One value a mark plots on a dimension: its label (VoiceOver reads it; iOS draws it nowhere by
/// default), the value, and for dates the calendar unit the value stands for (a bar of a day
/// spans that day).
struct PlotEntry {
    var label: Text
    var value: PlotValue
    var unit: DateBin? = nil
    /// A range's end (`.value("Score", bin)`): the mark spans `value…end`.
    var end: PlotValue? = nil
}

/// A date with the calendar unit it stands for: `.value("Day", date, unit: .day)`.
struct DateBin {
    var component: Calendar.Component
    var calendar: Calendar

    /// The interval of the unit that holds `date`.
    func interval(of date: Date) -> (start: Date, end: Date) {
        guard let interval = calendar.dateInterval(of: component, for: date) else { return (date, date) }
        return (interval.start, interval.end)
    }
}
