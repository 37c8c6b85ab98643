/// Whether the app may use location services (Apple's documentation of `CLAuthorizationStatus`), with
/// Core Location's raw values, which apps persist and log.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked yet: the state of an app that never requested authorization, and so
    /// of every manager here.
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// The pre-iOS 8 name of `authorizedAlways`.
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}
