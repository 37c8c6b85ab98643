/// A notification scheduled by its identifier (Apple's documentation of `UNNotificationRequest`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest). The
/// content is copied, as iOS copies it.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
    }
}
