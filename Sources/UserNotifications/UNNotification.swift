/// A delivered notification (Apple's documentation of `UNNotification`,
/// https://developer.apple.com/documentation/usernotifications/unnotification).
open class UNNotification: NSObject, @unchecked Sendable {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}
