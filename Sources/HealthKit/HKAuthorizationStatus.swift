/// Whether the app may save a type (Apple's documentation of `HKAuthorizationStatus`,
/// https://developer.apple.com/documentation/healthkit/hkauthorizationstatus).
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case sharingDenied = 1
    case sharingAuthorized = 2
}
