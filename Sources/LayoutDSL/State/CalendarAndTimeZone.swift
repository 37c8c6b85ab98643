/// `\.calendar` and `\.timeZone`: Gregorian in UTC unless set. Fixed rather than the machine's,
/// so dates render the same on every machine (the project's determinism promise); set them in
/// the environment to render another calendar or zone.
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }
}

private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }

extension EnvironmentValues {
    public var calendar: Calendar {
        get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue }
    }
}
