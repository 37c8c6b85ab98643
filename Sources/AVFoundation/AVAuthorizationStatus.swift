import Foundation

/// Whether the app may capture a kind of media (Apple's documentation of `AVAuthorizationStatus`,
/// https://developer.apple.com/documentation/avfoundation/avauthorizationstatus), with Apple's raw values.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}
