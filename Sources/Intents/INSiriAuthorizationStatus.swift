/// Whether the app may use Siri (Apple's documentation of `INSiriAuthorizationStatus`,
/// https://developer.apple.com/documentation/intents/insiriauthorizationstatus).
public enum INSiriAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}
