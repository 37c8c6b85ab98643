/// How alerts appear (Apple's documentation of `UNAlertStyle`,
/// https://developer.apple.com/documentation/usernotifications/unalertstyle).
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}
