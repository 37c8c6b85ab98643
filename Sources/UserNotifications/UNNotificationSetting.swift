/// Whether one kind of presentation is on (Apple's documentation of `UNNotificationSetting`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationsetting).
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}
