import CoreLocation

/// A rectangular geographic region around a center (Apple's documentation of `MKCoordinateRegion`).
/// A C struct on Apple platforms, neither `Equatable` nor `Hashable`, which apps often declare
/// themselves; so it is `Sendable` only here.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`: a degree
    /// of latitude is a meridian arc on the WGS-84 ellipsoid, a degree of longitude a parallel's
    /// (the radii of curvature at the center's latitude), as MapKit measures them.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let metres = MapGeometry.metresPerDegree(atLatitude: centerCoordinate.latitude)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metres.latitude,
                                         longitudeDelta: metres.longitude > 0 ? min(longitudinalMeters / metres.longitude, 360) : 360))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                                         longitudeDelta: rect.width / MKMapSize.world.width * 360))
    }
}
