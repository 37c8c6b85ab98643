import CoreLocation
import Foundation

/// A point on the Web Mercator map (Apple's documentation of `MKMapPoint`): the world is
/// `MKMapSize.world` map points a side, x growing east from 180° W, y south from the north edge.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let unit = MapGeometry.unitPoint(coordinate)
        self.init(x: unit.x * MKMapSize.world.width, y: unit.y * MKMapSize.world.height)
    }

    public var coordinate: CLLocationCoordinate2D {
        MapGeometry.coordinate(unitX: x / MKMapSize.world.width, unitY: y / MKMapSize.world.height)
    }

    /// The geodesic distance in metres to another point (on WGS-84, as `CLLocation.distance(from:)`).
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        let a = coordinate, b = point.coordinate
        return CLLocation(latitude: a.latitude, longitude: a.longitude)
            .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
    }

    /// Map points in a metre at a latitude (MapKit's `MKMapPointsPerMeterAtLatitude`).
    public static func pointsPerMeter(atLatitude latitude: CLLocationDegrees) -> Double {
        MKMapSize.world.width / (2 * .pi * MapGeometry.semiMajorAxis * cos(latitude * .pi / 180))
    }
}
