/// The identifier of the response when the user opens a notification (Apple's documentation of
/// `UNNotificationDefaultActionIdentifier`).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response when the user dismisses a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The user's answer to a notification (Apple's documentation of `UNNotificationResponse`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse). Nobody
/// answers here; the delegate's methods can still be called with one in tests.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    open private(set) var notification: UNNotification
    open private(set) var actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}
