import CoreLocation
import Foundation
import Testing

/// Errors bridge to `NSError` in Core Location's domain with Apple's codes, and codes work as patterns.
struct CLErrorTests {
    @Test func bridgesToNSError() {
        let error = CLError(.network)
        #expect(error.code == .network && error.errorCode == 2)
        #expect(CLError.errorDomain == "kCLErrorDomain" && kCLErrorDomain == "kCLErrorDomain")
        let bridged = error as NSError
        #expect(bridged.domain == kCLErrorDomain && bridged.code == 2)
    }

    @Test func codesHaveCoreLocationsRawValues() {
        #expect(CLError.Code.locationUnknown.rawValue == 0)
        #expect(CLError.Code.denied.rawValue == 1)
        #expect(CLError.Code.headingFailure.rawValue == 3)
        #expect(CLError.Code.geocodeFoundNoResult.rawValue == 8)
        #expect(CLError.Code.geocodeCanceled.rawValue == 10)
        #expect(CLError.Code.promptDeclined.rawValue == 18)
        #expect(CLError.Code.historicalLocationError.rawValue == 19)
        #expect(CLError.locationUnknown == .locationUnknown && CLError.denied == .denied)
    }

    @Test func codesMatchInCatchClauses() {
        var caught = ""
        do {
            throw CLError(.denied)
        } catch CLError.network {
            caught = "network"
        } catch CLError.denied {
            caught = "denied"
        } catch {
            caught = "other"
        }
        #expect(caught == "denied")
    }

    @Test func equalityAndUserInfo() {
        #expect(CLError(.network) == CLError(.network))
        #expect(CLError(.network) != CLError(.denied))
        let region = CLCircularRegion(center: CLLocationCoordinate2D(), radius: 10, identifier: "wider")
        let delayed = CLError(.regionMonitoringResponseDelayed, userInfo: [kCLErrorUserInfoAlternateRegionKey: region])
        #expect(delayed.alternateRegion === region)
        #expect(CLError(.network).alternateRegion == nil)
    }
}
