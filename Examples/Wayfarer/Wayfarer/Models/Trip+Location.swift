import CoreLocation
import Foundation

/// Where each destination lies, and how far it is from home: the distance along the
/// ellipsoid, as `CLLocation.distance(from:)` measures it on a device.
extension Trip {
    /// The traveller's home, Berlin.
    static let home = CLLocation(latitude: 52.5200, longitude: 13.4050)

    /// The destinations' city centres.
    static let coordinates: [String: CLLocationCoordinate2D] = [
        "Lisbon": CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393),
        "Kyoto": CLLocationCoordinate2D(latitude: 35.0116, longitude: 135.7681),
        "Reykjavík": CLLocationCoordinate2D(latitude: 64.1466, longitude: -21.9426),
        "Marrakech": CLLocationCoordinate2D(latitude: 31.6295, longitude: -7.9811),
        "Cortina d'Ampezzo": CLLocationCoordinate2D(latitude: 46.5405, longitude: 12.1357),
    ]

    var coordinate: CLLocationCoordinate2D? { Self.coordinates[destination] }

    /// "2,311 km from home", or nil for a destination without coordinates.
    var distanceFromHome: String? {
        guard let coordinate else { return nil }
        let meters = Self.home.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
        return "\(Formatters.kilometers(meters)) from home"
    }
}
