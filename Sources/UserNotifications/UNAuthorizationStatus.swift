/// Whether the app may schedule notifications (Apple's documentation of `UNAuthorizationStatus`,
/// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus).
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}
