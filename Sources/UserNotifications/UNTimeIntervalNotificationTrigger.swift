/// A trigger after a time interval (Apple's documentation of
/// `UNTimeIntervalNotificationTrigger`,
/// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    open private(set) var timeInterval: TimeInterval
    /// When the trigger was made: the interval counts from it.
    let created = Date()

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The interval after the trigger was made, on the host's clock.
    open func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}
