/// The trigger of a remote notification (Apple's documentation of `UNPushNotificationTrigger`,
/// https://developer.apple.com/documentation/usernotifications/unpushnotificationtrigger).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
