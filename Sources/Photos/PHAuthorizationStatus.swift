/// The app's access to the photo library (Apple's documentation of `PHAuthorizationStatus`,
/// https://developer.apple.com/documentation/photokit/phauthorizationstatus).
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
}
