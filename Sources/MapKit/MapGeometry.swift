import CoreLocation
import Foundation

/// The WGS-84 arithmetic MapKit's types share: metres per degree at a latitude, and the Web
/// Mercator projection of `MKMapPoint` (EPSG:3857, the spherical Mercator that MapKit's map
/// points use: x grows east from the antimeridian, y south from about 85.05° N, the world a
/// square of `MKMapSize.world`).
enum MapGeometry {
    /// WGS-84's semi-major axis and first eccentricity squared (NIMA TR8350.2).
    static let semiMajorAxis = 6_378_137.0
    static let eccentricitySquared = 0.006_694_379_990_14

    /// Metres in a degree of latitude (a meridian arc) and of longitude (a parallel) at `latitude`.
    static func metresPerDegree(atLatitude latitude: CLLocationDegrees) -> (latitude: Double, longitude: Double) {
        let phi = latitude * .pi / 180
        let w = 1 - eccentricitySquared * sin(phi) * sin(phi)
        let meridional = semiMajorAxis * (1 - eccentricitySquared) / pow(w, 1.5)
        let normal = semiMajorAxis / sqrt(w)
        return (meridional * .pi / 180, normal * cos(phi) * .pi / 180)
    }

    /// The latitude Web Mercator stops at: where the world is square (85.0511° N and S).
    static let maximumLatitude = atan(sinh(Double.pi)) * 180 / .pi

    /// A coordinate's place in the world square, 0…1 on each axis.
    static func unitPoint(_ coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
        let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        let x = (coordinate.longitude + 180) / 360
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
        return (x, y)
    }

    /// The coordinate at a place in the world square.
    static func coordinate(unitX x: Double, unitY y: Double) -> CLLocationCoordinate2D {
        let longitude = x * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
