import CoreLocation
import Foundation

/// A placemark made from a coordinate and an address (Apple's documentation of `MKPlacemark`),
/// what an app gives `MKMapItem` for a place it knows.
open class MKPlacemark: CLPlacemark {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark with an address dictionary (Contacts' `CNPostalAddress` keys: "street",
    /// "city", "state", "postalCode", "country", "ISOCountryCode").
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let address = addressDictionary ?? [:]
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   thoroughfare: address["street"] as? String, locality: address["city"] as? String,
                   administrativeArea: address["state"] as? String, postalCode: address["postalCode"] as? String,
                   isoCountryCode: address["ISOCountryCode"] as? String, country: address["country"] as? String)
    }

    public override init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
        super.init(placemark: placemark)
    }

    /// The country's code (ISO 3166-1 alpha-2), as `isoCountryCode`.
    public var countryCode: String? { isoCountryCode }

    /// The placemark's title: its name, else its street address.
    open var title: String? { name ?? [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ").nilIfEmpty }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
