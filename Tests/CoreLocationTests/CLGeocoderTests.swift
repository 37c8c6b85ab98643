import CoreLocation
import Foundation
import Testing

/// Every request fails as it does offline, with `CLError.Code.network`; handlers run on the main queue
/// after the call returns, as Apple delivers them.
struct CLGeocoderTests {
    /// Set after a request returns, so a handler that reads it can tell it did not run inside the call.
    final class Returned: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    @Test func asyncFormsThrowNetwork() async {
        let geocoder = CLGeocoder()
        await #expect(throws: CLError(.network)) { _ = try await geocoder.geocodeAddressString("1 Apple Park Way, Cupertino") }
        await #expect(throws: CLError(.network)) {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.3349, longitude: -122.009))
        }
        #expect(!geocoder.isGeocoding)
    }

    /// On the main actor, so that the main queue can run the handler only once the test awaits:
    /// a handler called inside the request would see the flag unset.
    @MainActor
    @Test func handlersGetNetworkOnTheMainQueueAfterTheCallReturns() async {
        let geocoder = CLGeocoder()
        let (noPlacemarks, code, afterReturn): (Bool, CLError.Code?, Bool) = await withCheckedContinuation { continuation in
            let returned = Returned()
            geocoder.geocodeAddressString("1 Apple Park Way, Cupertino") { placemarks, error in
                dispatchPrecondition(condition: .onQueue(.main))
                continuation.resume(returning: (placemarks == nil, (error as? CLError)?.code, returned.isSet))
            }
            returned.set()
        }
        #expect(noPlacemarks && code == .network && afterReturn)
    }
}
