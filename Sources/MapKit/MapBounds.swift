import CoreLocation

/// The map-point rectangle around coordinates (and circles' radii), and the region that shows it
/// with a margin: what `MapCameraPosition.automatic` and `showAnnotations` frame.
struct MapBounds {
    var rect: MKMapRect

    init?(coordinates: [CLLocationCoordinate2D], radii: [(CLLocationCoordinate2D, CLLocationDistance)] = []) {
        var rect = MKMapRect.null
        for coordinate in coordinates {
            rect = rect.union(MKMapRect(origin: MKMapPoint(coordinate), size: MKMapSize()))
        }
        for (center, radius) in radii {
            let point = MKMapPoint(center), extent = radius * MKMapPoint.pointsPerMeter(atLatitude: center.latitude)
            rect = rect.union(MKMapRect(x: point.x - extent, y: point.y - extent, width: 2 * extent, height: 2 * extent))
        }
        guard !rect.isNull else { return nil }
        self.rect = rect
    }

    /// A margin of a fifth of the content's extent on each side, and at least about a kilometre
    /// across, so that one marker shows its neighbourhood. (MapKit publishes no margin; a
    /// single item's automatic camera on iOS 17 shows a few streets around it.)
    var region: MKCoordinateRegion {
        let minimum = 1_000 * MKMapPoint.pointsPerMeter(atLatitude: MKMapPoint(x: rect.midX, y: rect.midY).coordinate.latitude)
        let width = max(rect.width * 1.4, minimum), height = max(rect.height * 1.4, minimum)
        return MKCoordinateRegion(MKMapRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height))
    }
}
