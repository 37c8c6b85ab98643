/// A trigger at dates matching components (Apple's documentation of
/// `UNCalendarNotificationTrigger`,
/// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, by their calendar (the current one
    /// when they name none), as `Calendar.nextDate(after:matching:matchingPolicy:)` finds it.
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }
}
