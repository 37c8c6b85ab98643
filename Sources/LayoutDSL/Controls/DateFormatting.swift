/// The strings date pickers show, in the environment's calendar, time zone and locale, as
/// UIDatePicker formats them (en_US: "Nov 23, 2026", "9:41 AM").
struct DateFormatting {
    let calendar: Calendar

    init(calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
    }

    private func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar; formatter.timeZone = calendar.timeZone; formatter.locale = calendar.locale
        configure(formatter)
        return formatter
    }

    /// The medium date style: "Nov 23, 2026".
    func date(_ date: Date) -> String { formatter { $0.dateStyle = .medium; $0.timeStyle = .none }.string(from: date) }
    /// The short time style: "9:41 AM".
    func time(_ date: Date) -> String { formatter { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date) }
    /// A localized pattern from a template ("MMMMy" → "November 2026").
    func string(_ date: Date, template: String) -> String {
        formatter { $0.setLocalizedDateFormatFromTemplate(template) }.string(from: date)
    }
    /// Whether the locale writes hours on a 12-hour clock with AM/PM.
    var uses12HourClock: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale) ?? "").contains("a")
    }
}

/// Reads the environment's calendar, time zone and locale for a date picker's views.
nonisolated struct DateFormattingReader<Content: View>: View {
    let content: (DateFormatting) -> Content
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    init(@ViewBuilder content: @escaping (DateFormatting) -> Content) { self.content = content }
    var body: some View { content(DateFormatting(calendar: calendar, timeZone: timeZone, locale: locale)) }
}
