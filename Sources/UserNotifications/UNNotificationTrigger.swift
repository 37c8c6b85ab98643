/// What delivers a notification (Apple's documentation of `UNNotificationTrigger`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    open private(set) var repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}
