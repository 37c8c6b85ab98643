import Foundation

/// What a geocoder calls with its result: placemarks, or an error (Apple's documentation of
/// `CLGeocodeCompletionHandler`).
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Converts between coordinates and addresses (Apple's documentation of `CLGeocoder`).
///
/// Apple's geocoder asks Apple's servers, and there is no network here, so every request fails as it
/// does on a device offline: with `CLError.Code.network`. A request's failure is known the moment it
/// is made, so none is ever in flight: `isGeocoding` is false and `cancelGeocode()` has nothing to
/// cancel. The handler still runs on a later turn of the main queue, as Apple delivers it on the main
/// thread, so code that sets a loading flag after starting a request sees the order it sees on a
/// device. The `async` forms have no caller to keep waiting and throw at once. Open, as on Apple
/// platforms, so that an app's test double can override any form.
open class CLGeocoder: NSObject {
    open var isGeocoding: Bool { false }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?
    ) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func cancelGeocode() {}

    private func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
}
