/// Whether the app gets precise or approximate locations (iOS 14; Apple's documentation of
/// `CLAccuracyAuthorization`), with Core Location's raw values.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}
