import Foundation

extension SystemFormatStyle {
    /// A date named from another (https://developer.apple.com/documentation/swiftui/systemformatstyle/datereference):
    /// relatively ("in 5 minutes", "tomorrow", "3 days ago", from Foundation's
    /// `Date.AnchoredRelativeFormatStyle`, named presentation) while it is within one unit of the
    /// field above `thresholdField` (a month for `.day`), absolutely beyond ("Monday, June 3";
    /// "June 2019" in another year: the fields that match the reference are left out, at most
    /// `maxFieldCount` of the rest).
    public struct DateReference: Sendable {
        var date: Date
        var allowedFields: Set<Date.RelativeFormatStyle.Field>
        var maxFieldCount: Int
        var thresholdField: Date.RelativeFormatStyle.Field
        var localeValue: Locale
        var calendarValue: Calendar

        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date; self.allowedFields = allowedFields; self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
            localeValue = SystemFormatStyle.defaultLocale; calendarValue = SystemFormatStyle.defaultCalendar
        }

        public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
            var copy = self
            copy.localeValue = locale
            return copy
        }

        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            var copy = self
            copy.calendarValue = calendar
            return copy
        }

        /// The relative phrasing: the allowed fields and the threshold's.
        private var relative: Date.AnchoredRelativeFormatStyle {
            Date.AnchoredRelativeFormatStyle(anchor: date, allowedFields: allowedFields.union([thresholdField]), presentation: .named,
                                             unitsStyle: .wide, locale: localeValue, calendar: calendarValue)
        }

        /// The references from which the date reads relatively: within one unit of the field
        /// above the threshold of it (always, above a year).
        private var relativeRange: ClosedRange<Date>? {
            let above: Calendar.Component? = switch thresholdField {
            case .second: .minute
            case .minute: .hour
            case .hour: .day
            case .day, .week: .month
            case .month: .year
            default: nil
            }
            guard let above else { return nil }
            let start = calendarValue.date(byAdding: above, value: -1, to: date) ?? date
            let end = calendarValue.date(byAdding: above, value: 1, to: date) ?? date
            return start...end
        }

        fileprivate func isRelative(_ reference: Date) -> Bool { relativeRange?.contains(reference) ?? true }

        fileprivate func formatted(_ reference: Date) -> String {
            if isRelative(reference) { return relative.format(reference) }
            let sameYear = calendarValue.component(.year, from: date) == calendarValue.component(.year, from: reference)
            var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: localeValue, calendar: calendarValue,
                                         timeZone: calendarValue.timeZone)
            style = sameYear ? style.weekday(.wide).month(.wide) : style.month(.wide)
            if maxFieldCount >= 2 { style = sameYear ? style.day() : style.year() }
            return style.format(date)
        }

        /// Where the phrasing changes next: the relative style's own steps, the edges of the
        /// relative range, and the start of a year (which decides the absolute fields).
        fileprivate func next(after reference: Date) -> Date? {
            var candidates: [Date] = []
            if isRelative(reference), let step = relative.discreteInput(after: reference) { candidates.append(step) }
            if let range = relativeRange { candidates += [range.lowerBound, range.upperBound.nextUp].filter { $0 > reference } }
            if let year = calendarValue.dateInterval(of: .year, for: reference) { candidates.append(year.end) }
            return candidates.min()
        }

        fileprivate func next(before reference: Date) -> Date? {
            var candidates: [Date] = []
            if isRelative(reference), let step = relative.discreteInput(before: reference) { candidates.append(step) }
            if let range = relativeRange { candidates += [range.lowerBound.nextDown, range.upperBound].filter { $0 < reference } }
            if let year = calendarValue.dateInterval(of: .year, for: reference) { candidates.append(year.start.nextDown) }
            return candidates.max()
        }
    }
}

extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    public func format(_ referenceDate: Date) -> AttributedString { AttributedString(formatted(referenceDate)) }
    public func discreteInput(before referenceDate: Date) -> Date? { next(before: referenceDate) }
    public func discreteInput(after referenceDate: Date) -> Date? { next(after: referenceDate) }
    public func input(before referenceDate: Date) -> Date? { referenceDate.nextDown }
    public func input(after referenceDate: Date) -> Date? { referenceDate.nextUp }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    public static func reference(to date: Date,
                                 allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2,
                                 thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount,
                                        thresholdField: thresholdField)
    }
}
