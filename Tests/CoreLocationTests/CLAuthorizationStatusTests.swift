import CoreLocation
import Testing

/// Raw values are Core Location's, which apps persist and log.
struct CLAuthorizationStatusTests {
    @Test func rawValuesAreCoreLocations() {
        #expect(CLAuthorizationStatus.notDetermined.rawValue == 0)
        #expect(CLAuthorizationStatus.restricted.rawValue == 1)
        #expect(CLAuthorizationStatus.denied.rawValue == 2)
        #expect(CLAuthorizationStatus.authorizedAlways.rawValue == 3)
        #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4)
    }

    @available(*, deprecated)
    @Test func authorizedIsAuthorizedAlways() {
        #expect(CLAuthorizationStatus.authorized == .authorizedAlways)
        #expect(CLLocationManager.authorizationStatus() == .notDetermined)
    }
}
