/// A graphical date picker, as UIDatePicker's inline style draws it: the month and year
/// (headline) with a tinted chevron and the tinted previous/next chevrons on a 44-pt header;
/// the weekday initials (footnote semibold, uppercase, tertiary); six weeks of 44-pt rows of
/// day numbers (20 pt), the selected day in the tint and semibold on a 40-pt circle of the tint
/// at 12%; days outside the range in tertiary grey. With the time shown, a "Time" row with
/// the time field below. A tap on a day selects it, keeping the time of day. Sizes and
/// colours are estimates from iOS 17 screenshots; six rows always, so the height does not
/// change from month to month. The label is not drawn, as on iOS.
///
/// For `MultiDatePicker` (`days` set) every chosen day is selected, drawn white and semibold on
/// a filled 40-pt tint circle (estimate of iOS 16/17's multi-date calendar), and a tap toggles a day.
nonisolated struct MonthCalendar: View {
    let picker: DatePickerConfiguration
    var days: Binding<Set<DateComponents>>? = nil

    var body: some View {
        DateFormattingReader { formatting in
            VStack(spacing: 0) {
                header(formatting)
                weekdays(formatting.calendar)
                days(formatting.calendar)
                if picker.components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time")
                        Spacer()
                        DateField(text: formatting.time(picker.date))
                    }
                    .padding(.top, 8)
                }
            }
            .frame(minWidth: 0, idealWidth: 320, maxWidth: .infinity)
        }
    }

    private func header(_ formatting: DateFormatting) -> some View {
        HStack {
            Text(formatting.string(picker.date, template: "MMMMy")).font(.headline)
            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            Spacer()
            HStack(spacing: 28) {
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .font(.title3.weight(.medium))
            .foregroundStyle(.tint)
        }
        .lineLimit(1)
        .frame(height: 44)
    }

    private func weekdays(_ calendar: Calendar) -> some View {
        let symbols = calendar.shortWeekdaySymbols
        return HStack(spacing: 0) {
            ForEach(0..<7) { column in
                Text(symbols[(column + calendar.firstWeekday - 1) % symbols.count].uppercased())
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(Color(.tertiaryLabel))
                    .frame(maxWidth: .infinity)
            }
        }
    }

    private func days(_ calendar: Calendar) -> some View {
        let month = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: picker.date)?.count ?? 30
        let selectedDay = calendar.component(.day, from: picker.date)
        return VStack(spacing: 0) {
            ForEach(0..<6) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7) { column in
                        let day = week * 7 + column - lead + 1
                        let date = calendar.date(byAdding: .day, value: day - selectedDay, to: picker.date)
                        dayCell(day, in: 1...count,
                                selected: days == nil ? day == selectedDay : date.map { isChosen($0, calendar) } ?? false,
                                date: date, calendar: calendar)
                    }
                }
                .frame(height: 44)
            }
        }
    }

    /// Whether a multi-date selection holds the day of `date` (by year, month and day).
    private func isChosen(_ date: Date, _ calendar: Calendar) -> Bool {
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        return days?.wrappedValue.contains { $0.year == day.year && $0.month == day.month && $0.day == day.day } ?? false
    }

    @ViewBuilder private func dayCell(_ day: Int, in month: ClosedRange<Int>, selected: Bool, date: Date?,
                                      calendar: Calendar) -> some View {
        if month.contains(day), let date {
            let enabled = picker.range.contains(date)
            let filled = selected && days != nil
            Text("\(day)")
                .font(.system(size: 20, weight: selected ? .semibold : .regular))
                .foregroundStyle(filled ? AnyShapeStyle(Color.white)
                                 : selected ? AnyShapeStyle(.tint) : AnyShapeStyle(enabled ? Color.primary : Color(.tertiaryLabel)))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if selected { Circle().fill(.tint).opacity(filled ? 1 : 0.12).frame(width: 40, height: 40) }
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    guard enabled else { return }
                    if let days {
                        let chosen = isChosen(date, calendar)
                        let key = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
                        days.wrappedValue = chosen
                            ? days.wrappedValue.filter { $0.year != key.year || $0.month != key.month || $0.day != key.day }
                            : days.wrappedValue.union([key])
                    } else {
                        picker.select(date)
                    }
                }
        } else {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
