import CoreLocation
import LayoutDSL

/// A line through coordinates (Apple's documentation of `MapPolyline`), stroked with
/// `stroke(_:lineWidth:)`: without one, in the tint at 1 point (MapKit's default renderer line).
nonisolated public struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    var elements: [MapElement] { [MapElement(.polyline(coordinates))] }

    /// Straight lines between the points on the map, or geodesics (drawn straight here: over a
    /// region a screen shows, the two differ by less than a point).
    public struct ContourStyle: Equatable, Sendable {
        let geodesic: Bool
        public static let straight = ContourStyle(geodesic: false)
        public static let geodesic = ContourStyle(geodesic: true)
    }

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }
    public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
    public init(_ route: MKRoute) { coordinates = route.polyline.coordinates }
}

/// A closed shape through coordinates (Apple's documentation of `MapPolygon`), filled with
/// `foregroundStyle(_:)` and stroked with `stroke(_:lineWidth:)`.
nonisolated public struct MapPolygon: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]
    var elements: [MapElement] { [MapElement(.polygon(coordinates))] }

    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
}

/// A circle of a radius in metres around a coordinate (Apple's documentation of `MapCircle`).
nonisolated public struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    var elements: [MapElement] { [MapElement(.circle(center: center, radius: radius))] }

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
}

/// The device's location (Apple's documentation of `UserAnnotation`): a preview knows none, as a
/// simulator without a simulated location, so nothing is drawn.
nonisolated public struct UserAnnotation: MapContent, PrimitiveMapContent {
    public init(anchor: UnitPoint = .center) {}
    var elements: [MapElement] { [MapElement(.userLocation)] }
}
