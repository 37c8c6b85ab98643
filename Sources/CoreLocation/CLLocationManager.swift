import Foundation

/// The object an app starts and stops location services through (Apple's documentation of
/// `CLLocationManager`).
///
/// There is no location hardware here, so the manager is inert: it keeps the settings an app gives it
/// and reports what a device reports before anything is known, like a Simulator whose location is set
/// to None. Authorization stays `.notDetermined` (nobody answers a prompt), `location` and `heading`
/// stay nil, and nothing ever reaches the delegate. On a device the system calls
/// `locationManagerDidChangeAuthorization(_:)` once after a manager is made, later and on the main
/// queue; a preview would render before that call anyway, so the manager does not imitate it, and a view
/// shows the state it has before authorization is known.
///
/// Open, with open readings, because subclassing the manager is how apps fake locations in tests.
open class CLLocationManager: NSObject {
    open weak var delegate: (any CLLocationManagerDelegate)?

    // Settings start at Core Location's defaults (Apple's documentation of each property).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    /// The change of heading, in degrees, that is reported; 1 unless set.
    open var headingFilter: CLLocationDegrees = 1

    /// The most recent location; nil until one is measured, which here is never.
    open var location: CLLocation? { nil }
    /// The most recent heading; nil until the magnetometer gives one, which here is never.
    open var heading: CLHeading? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Full, as for an app whose person has not limited it to approximate locations.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The app-wide status, replaced by the instance property in iOS 14.
    @available(*, deprecated, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Whether location services are on for the device: off here, as for a device without them.
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    // Requests go nowhere: no prompt appears, so no answer comes back.
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
    /// The completion is never called, as for a prompt nobody answers.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
    ) {}

    /// Waits, as for a prompt nobody answers, until the task is cancelled, then throws
    /// `CancellationError`; returning would claim the person had answered.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
        let unanswered = AsyncStream<Never> { _ in }
        for await _ in unanswered {}
        throw CancellationError()
    }

    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}
