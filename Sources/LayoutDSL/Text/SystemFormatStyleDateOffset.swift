import Foundation

extension SystemFormatStyle {
    /// The time between a date and an anchor, "3 minutes, 42 seconds" or, with only minutes and
    /// seconds (or hours, minutes and seconds) allowed and as many fields, "5:32"
    /// (https://developer.apple.com/documentation/swiftui/systemformatstyle/dateoffset): the
    /// `maxFieldCount` largest non-zero fields, each truncated, counted in the style's calendar.
    /// Units are named by ICU in the style's locale (`Duration.UnitsFormatStyle`) unless years or
    /// months are shown, which that style has no units for: those are written in English.
    public struct DateOffset: Sendable {
        var anchor: Date
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        var maxFieldCount: Int
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var localeValue: Locale
        var calendarValue: Calendar

        public init(to anchor: Date,
                    allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor; self.allowedFields = allowedFields; self.maxFieldCount = maxFieldCount; self.sign = sign
            localeValue = SystemFormatStyle.defaultLocale; calendarValue = SystemFormatStyle.defaultCalendar
        }

        public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
            var copy = self
            copy.localeValue = locale
            return copy
        }

        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            var copy = self
            copy.calendarValue = calendar
            return copy
        }

        /// Fields from the largest, with their calendar components and lengths in seconds
        /// (a month and a year have none: they count in the calendar).
        private typealias FieldUnit = (Date.ComponentsFormatStyle.Field, Calendar.Component, Double?, Duration.UnitsFormatStyle.Unit?)
        private static let fields: [FieldUnit] = [
            (.year, .year, nil, nil), (.month, .month, nil, nil), (.week, .weekOfYear, 604_800, .weeks),
            (.day, .day, 86_400, .days), (.hour, .hour, 3600, .hours), (.minute, .minute, 60, .minutes), (.second, .second, 1, .seconds),
        ]

        /// Whether the fields make a clock face ("5:32", "1:23:45").
        private var clockFields: Int? {
            if allowedFields == [.minute, .second], maxFieldCount >= 2 { return 2 }
            if allowedFields == [.hour, .minute, .second], maxFieldCount >= 3 { return 3 }
            return nil
        }

        /// The fields shown for `input`, largest first, with their values.
        private func shown(_ input: Date) -> [(index: Int, value: Int)] {
            let (from, to) = input < anchor ? (input, anchor) : (anchor, input)
            let allowed = Self.fields.indices.filter { allowedFields.contains(Self.fields[$0].0) }
            let components = calendarValue.dateComponents(Set(allowed.map { Self.fields[$0].1 }), from: from, to: to)
            let values = allowed.map { ($0, components.value(for: Self.fields[$0].1) ?? 0) }
            guard let first = values.firstIndex(where: { $0.1 != 0 }) else { return values.last.map { [$0] } ?? [] }
            return Array(values[first...].prefix(max(maxFieldCount, 1)).filter { $0.1 != 0 })
        }

        /// The step the output changes by at `input`: its smallest field shown (a day for a month or a year, at most).
        fileprivate func step(_ input: Date) -> Double {
            if clockFields != nil { return 1 }
            return shown(input).last.flatMap { Self.fields[$0.index].2 } ?? 86_400
        }

        fileprivate func formatted(_ input: Date) -> String {
            let offset = input.timeIntervalSince(anchor)
            let magnitude: String
            if let clockFields {
                magnitude = SystemFormatStyle.clock(abs(offset), showsHours: clockFields == 3, maxFieldCount: clockFields,
                                                    precision: .seconds(1), roundsUp: false)
            } else {
                let fields = shown(input)
                if fields.allSatisfy({ Self.fields[$0.index].3 != nil }) {
                    let seconds = fields.reduce(0) { $0 + Int64($1.value) * Int64(Self.fields[$1.index].2 ?? 0) }
                    let units = Set(fields.compactMap { Self.fields[$0.index].3 })
                    magnitude = Duration.seconds(seconds).formatted(
                        Duration.UnitsFormatStyle(allowedUnits: units.isEmpty ? [.seconds] : units, width: .wide,
                                                  maximumUnitCount: max(maxFieldCount, 1)).locale(localeValue))
                } else {
                    magnitude = fields.map { field in
                        "\(field.value) \(Self.englishName(Self.fields[field.index].1))\(field.value == 1 ? "" : "s")"
                    }.joined(separator: ", ")
                }
            }
            let isZero = shown(input).allSatisfy { $0.value == 0 }
            switch sign {
            case .never: return magnitude
            case .always(includingZero: true): return (offset < 0 && !isZero ? "-" : "+") + magnitude
            case .always(includingZero: false): return isZero ? magnitude : (offset < 0 ? "-" : "+") + magnitude
            default: return offset < 0 && !isZero ? "-" + magnitude : magnitude
            }
        }

        private static func englishName(_ component: Calendar.Component) -> String {
            switch component {
            case .year: "year"
            case .month: "month"
            case .weekOfYear: "week"
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            default: "second"
            }
        }
    }
}

extension SystemFormatStyle.DateOffset: DiscreteFormatStyle {
    public typealias FormatInput = Date
    public typealias FormatOutput = AttributedString

    public func format(_ referenceDate: Date) -> AttributedString { AttributedString(formatted(referenceDate)) }

    /// A day's step for years and months, which may change the output less often: a discrete
    /// style may answer a date where its output has not changed yet.
    public func discreteInput(before referenceDate: Date) -> Date? {
        SystemFormatStyle.boundary(from: anchor, step: step(referenceDate), before: referenceDate)
    }

    public func discreteInput(after referenceDate: Date) -> Date? {
        SystemFormatStyle.boundary(from: anchor, step: step(referenceDate), after: referenceDate)
    }

    public func input(before referenceDate: Date) -> Date? { referenceDate.nextDown }
    public func input(after referenceDate: Date) -> Date? { referenceDate.nextUp }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    public static func offset(to anchor: Date,
                              allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2,
                              sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}
