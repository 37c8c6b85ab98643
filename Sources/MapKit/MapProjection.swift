import CoreLocation
import Foundation
import LayoutDSL

/// Where coordinates fall in a map view: Web Mercator (`MKMapPoint`'s projection), the visible
/// region centred and fitted into the view as MapKit fits a region, whole, with the extra room
/// on the other axis (Apple's documentation of `MKMapView.region`: "the region displayed … may
/// be adjusted to fit the aspect ratio"), north up.
struct MapProjection {
    let size: CGSize
    /// The region's center in the world square (0…1), and view points per world width.
    let center: (x: Double, y: Double)
    let scale: Double

    init(region: MKCoordinateRegion, size: CGSize) {
        self.size = size
        center = MapGeometry.unitPoint(region.center)
        let halfLatitude = abs(region.span.latitudeDelta) / 2
        let north = MapGeometry.unitPoint(CLLocationCoordinate2D(latitude: region.center.latitude + halfLatitude, longitude: 0))
        let south = MapGeometry.unitPoint(CLLocationCoordinate2D(latitude: region.center.latitude - halfLatitude, longitude: 0))
        let spanX = min(abs(region.span.longitudeDelta), 360) / 360, spanY = abs(south.y - north.y)
        let fits = [spanX > 0 ? Double(size.width) / spanX : nil, spanY > 0 ? Double(size.height) / spanY : nil].compactMap { $0 }
        // A region of no extent shows a city's width (about 0.0002 of the world, 8 km at the equator).
        scale = fits.min() ?? Double(max(size.width, size.height)) / 0.0002
    }

    /// The view point of a coordinate; longitudes take the nearer way round the antimeridian.
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let unit = MapGeometry.unitPoint(coordinate)
        var dx = unit.x - center.x
        dx -= (dx + 0.5).rounded(.down)
        return CGPoint(x: Double(size.width) / 2 + dx * scale, y: Double(size.height) / 2 + (unit.y - center.y) * scale)
    }

    /// The coordinate at a view point.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        let x = center.x + (Double(point.x) - Double(size.width) / 2) / scale
        let y = center.y + (Double(point.y) - Double(size.height) / 2) / scale
        return MapGeometry.coordinate(unitX: x - x.rounded(.down), unitY: min(max(y, 0), 1))
    }

    /// View points in a metre at a latitude.
    func pointsPerMetre(atLatitude latitude: CLLocationDegrees) -> Double {
        scale * MKMapPoint.pointsPerMeter(atLatitude: latitude) / MKMapSize.world.width
    }

    /// The path through coordinates, closed or not.
    func path(_ coordinates: [CLLocationCoordinate2D], closed: Bool) -> Path {
        var path = Path()
        guard let first = coordinates.first else { return path }
        path.move(to: point(first))
        for coordinate in coordinates.dropFirst() { path.addLine(to: point(coordinate)) }
        if closed { path.closeSubpath() }
        return path
    }
}
