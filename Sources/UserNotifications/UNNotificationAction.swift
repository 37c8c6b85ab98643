/// A button of a notification (Apple's documentation of `UNNotificationAction`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationaction).
open class UNNotificationAction: NSObject, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions
    open private(set) var icon: UNNotificationActionIcon?

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }

    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationAction).map { $0.identifier == identifier && $0.title == title && $0.options == options } ?? false
    }

    open override var hash: Int { identifier.hashValue }
}
