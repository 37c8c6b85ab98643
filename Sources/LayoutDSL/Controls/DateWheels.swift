/// A wheel date picker: UIDatePicker's wheels on one `Wheel`, 6 pt in from each column's sides. Date and time: the day
/// ("Mon Nov 23", trailing), the hour, the minute and, where the locale uses a 12-hour clock,
/// AM/PM. Date only: month, day, year. Time only: hour, minute, AM/PM. Each wheel turns by its
/// own unit; values outside the range are grey, as UIDatePicker shows them. Hours and minutes wrap within the day and
/// the hour, as on iOS; months add months
/// (the year follows, a simplification). A tap on a row selects it. The label is not drawn.
nonisolated struct DateWheels: View {
    let picker: DatePickerConfiguration

    var body: some View {
        DateFormattingReader { formatting in
            Wheel {
                ForEach(columns(formatting).indices, id: \.self) { index in
                    let column = columns(formatting)[index]
                    WheelColumn(rows: column.rows.map { row in
                                    AnyView(Text(row.title)
                                        .foregroundStyle(picker.range.contains(row.date)
                                                         ? Color.primary : Color(.tertiaryLabel)))
                                }, selectedIndex: column.selected,
                                select: { picker.select(column.rows[$0].date) }, alignment: column.alignment)
                        .padding(.horizontal, 6)
                        .frame(width: column.width)
                        .frame(maxWidth: column.width == nil ? .infinity : nil)
                }
            }
        }
    }

    struct Column {
        var rows: [(title: String, date: Date)]
        var selected: Int
        var alignment: Alignment = .center
        var width: CGFloat? = nil
    }

    private func columns(_ formatting: DateFormatting) -> [Column] {
        let calendar = formatting.calendar, date = picker.date
        let parts = calendar.dateComponents([.hour, .minute, .second, .day], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0, second = parts.second ?? 0
        func at(hour: Int, minute: Int) -> Date { calendar.date(bySettingHour: hour, minute: minute, second: second, of: date) ?? date }
        func around(_ make: (Int) -> (String, Date)) -> [(title: String, date: Date)] { (-3...3).map { make($0) } }

        let twelve = formatting.uses12HourClock
        var time: [Column] = [
            Column(rows: around { step in
                let value = twelve ? (hour / 12) * 12 + ((hour % 12) + step + 12) % 12 : (hour + step + 24) % 24
                let shown = twelve ? (value % 12 == 0 ? 12 : value % 12) : value
                return ("\(shown)", at(hour: value, minute: minute))
            }, selected: 3, alignment: .trailing, width: 56),
            Column(rows: around { step in
                let value = (minute + step + 60) % 60
                return (value < 10 ? "0\(value)" : "\(value)", at(hour: hour, minute: value))
            }, selected: 3, alignment: .leading, width: 56),
        ]
        if twelve {
            let symbols = [calendar.amSymbol, calendar.pmSymbol]
            time.append(Column(rows: (0..<2).map { half in (symbols[half], at(hour: hour % 12 + 12 * half, minute: minute)) },
                               selected: hour < 12 ? 0 : 1, alignment: .leading, width: 56))
        }
        func stepped(_ unit: Calendar.Component, _ template: String) -> Column {
            Column(rows: around { step in
                let stepped = calendar.date(byAdding: unit, value: step, to: date) ?? date
                return (formatting.string(stepped, template: template).replacingOccurrences(of: ",", with: ""), stepped)
            }, selected: 3)
        }
        switch (picker.components.contains(.date), picker.components.contains(.hourAndMinute)) {
        case (true, true):
            var day = stepped(.day, "EEEMMMd")
            day.alignment = .trailing
            return [day] + time
        case (true, false):
            return [stepped(.month, "LLLL"), stepped(.day, "d"), stepped(.year, "y")]
        default:
            return time
        }
    }
}
