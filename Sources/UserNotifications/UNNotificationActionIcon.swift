/// An action's icon (Apple's documentation of `UNNotificationActionIcon`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationactionicon).
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// The SF Symbol's or the template image's name.
    let name: String
    let isSystemImage: Bool

    init(name: String, isSystemImage: Bool) {
        self.name = name
        self.isSystemImage = isSystemImage
    }

    public convenience init(systemImageName: String) { self.init(name: systemImageName, isSystemImage: true) }
    public convenience init(templateImageName: String) { self.init(name: templateImageName, isSystemImage: false) }
}
