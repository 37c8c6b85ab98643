import Foundation

extension Calendar {
    /// The calendar trips are planned in: Gregorian, in UTC. A trip's dates are calendar days,
    /// not instants, so they are read, compared and printed in one fixed time zone and never
    /// move with the device's.
    static var wayfarer: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Formatters.utc
        calendar.locale = Formatters.posix
        return calendar
    }
}

extension Date {
    /// Midnight UTC of a calendar day: `Date(year: 2024, month: 5, day: 9)`.
    init(year: Int, month: Int, day: Int) {
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = Calendar.wayfarer.date(from: components) else {
            preconditionFailure("Not a calendar day: \(year)-\(month)-\(day)")
        }
        self = date
    }

    /// "May 9"
    var shortDay: String { Formatters.dateFormatter("MMM d").string(from: self) }

    /// "May 9, 2024"
    var mediumDay: String { Formatters.dateFormatter("MMM d, yyyy").string(from: self) }

    /// "Thu, May 9"
    var weekdayDay: String { Formatters.dateFormatter("EEE, MMM d").string(from: self) }

    /// Whole days from this date to `other`: 4 from May 9 to May 13.
    func days(until other: Date) -> Int {
        Calendar.wayfarer.dateComponents([.day], from: self, to: other).day ?? 0
    }

    /// The date `count` days later.
    func adding(days count: Int) -> Date {
        Calendar.wayfarer.date(byAdding: .day, value: count, to: self) ?? self
    }

    /// A compact range, as Calendar writes them: "May 9 – 13, 2024", "May 28 – Jun 6, 2024",
    /// "Dec 28, 2023 – Jan 3, 2024".
    func formattedRange(to end: Date) -> String {
        let calendar = Calendar.wayfarer
        let sameYear = calendar.component(.year, from: self) == calendar.component(.year, from: end)
        let sameMonth = sameYear && calendar.component(.month, from: self) == calendar.component(.month, from: end)
        let year = Formatters.dateFormatter("yyyy").string(from: end)
        if sameMonth {
            return "\(shortDay) – \(Formatters.dateFormatter("d").string(from: end)), \(year)"
        } else if sameYear {
            return "\(shortDay) – \(end.shortDay), \(year)"
        } else {
            return "\(mediumDay) – \(end.mediumDay)"
        }
    }
}
