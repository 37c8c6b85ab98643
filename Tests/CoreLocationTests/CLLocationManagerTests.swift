import CoreLocation
import Foundation
import Testing

/// The manager has no hardware: it keeps its settings and reports the state before anything is known.
struct CLLocationManagerTests {
    final class Delegate: NSObject, CLLocationManagerDelegate {
        var updates = 0
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { updates += 1 }
    }

    @Test func reportsNothingKnown() {
        let manager = CLLocationManager()
        let delegate = Delegate()
        manager.delegate = delegate
        manager.requestWhenInUseAuthorization()
        manager.requestAlwaysAuthorization()
        manager.requestLocation()
        manager.startUpdatingLocation()
        manager.startUpdatingHeading()
        manager.startMonitoringSignificantLocationChanges()
        #expect(manager.location == nil && manager.heading == nil)
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.accuracyAuthorization == .fullAccuracy)
        #expect(delegate.updates == 0)
        #expect(!CLLocationManager.locationServicesEnabled())
        #expect(!CLLocationManager.headingAvailable())
        #expect(!CLLocationManager.significantLocationChangeMonitoringAvailable())
    }

    @Test func settingsStartAtCoreLocationsDefaultsAndKeepWhatIsSet() {
        let manager = CLLocationManager()
        #expect(manager.desiredAccuracy == kCLLocationAccuracyBest && kCLLocationAccuracyBest == -1)
        #expect(manager.distanceFilter == kCLDistanceFilterNone && kCLDistanceFilterNone == -1)
        #expect(manager.activityType == .other && CLActivityType.other.rawValue == 1 && CLActivityType.airborne.rawValue == 5)
        #expect(manager.pausesLocationUpdatesAutomatically)
        #expect(!manager.allowsBackgroundLocationUpdates && !manager.showsBackgroundLocationIndicator)
        #expect(manager.headingFilter == 1)
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.distanceFilter = 50
        manager.activityType = .fitness
        #expect(manager.desiredAccuracy == 100 && manager.distanceFilter == 50 && manager.activityType == .fitness)
        #expect(CLAccuracyAuthorization.reducedAccuracy.rawValue == 1)
    }

    @Test func delegateIsWeak() {
        let manager = CLLocationManager()
        weak var released: Delegate?
        do {
            let delegate = Delegate()
            released = delegate
            manager.delegate = delegate
            #expect(manager.delegate === delegate)
        }
        #expect(released == nil && manager.delegate == nil)
    }

    /// Subclassing is how apps fake a location in tests; the readings are open to it.
    @Test func subclassesOverrideReadings() {
        final class Fake: CLLocationManager {
            override var location: CLLocation? { CLLocation(latitude: 48.8584, longitude: 2.2945) }
            override var authorizationStatus: CLAuthorizationStatus { .authorizedWhenInUse }
        }
        #expect(Fake().location?.coordinate.latitude == 48.8584)
        #expect(Fake().authorizationStatus == .authorizedWhenInUse)
    }

    /// Nobody answers the temporary full-accuracy prompt: the async form waits until its task is
    /// cancelled, and then throws `CancellationError`.
    @Test func temporaryFullAccuracyWaitsUntilCancelled() async {
        let manager = CLLocationManager()
        let request = Task {
            do {
                try await manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery")
                return "answered"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "failed"
            }
        }
        try? await Task.sleep(nanoseconds: 50_000_000)
        request.cancel()
        #expect(await request.value == "cancelled")
    }
}
