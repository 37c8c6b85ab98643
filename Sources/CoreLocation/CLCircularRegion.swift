import Foundation

/// A circle on the Earth's surface (Apple's documentation of `CLCircularRegion`); geofences and
/// search areas are made of them.
open class CLCircularRegion: CLRegion {
    public let center: CLLocationCoordinate2D
    /// The radius in meters, measured along the surface as `CLLocation.distance(from:)` measures.
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether the coordinate lies in the circle, its edge included: its geodesic distance from the
    /// center on the WGS 84 ellipsoid is at most the radius.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        Geodesic.distance(from: center, to: coordinate) <= radius
    }
}
