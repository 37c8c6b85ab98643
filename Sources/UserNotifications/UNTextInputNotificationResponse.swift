/// The answer to a text input action (Apple's documentation of `UNTextInputNotificationResponse`,
/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse).
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    open private(set) var userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
