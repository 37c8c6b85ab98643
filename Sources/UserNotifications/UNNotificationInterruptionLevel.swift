/// How urgently a notification interrupts (Apple's documentation of
/// `UNNotificationInterruptionLevel`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}
