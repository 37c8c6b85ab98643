import Foundation
@testable import MapKit
import Testing

/// MapKit's values: Web Mercator map points of a 2^28-point world, regions in metres on WGS-84.
struct MapGeometryTests {
    @Test func mapPointsAreWebMercator() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -90)).x == 67_108_864)
        // The world is square: its edge is at 85.0511° north.
        #expect(abs(MKMapPoint(CLLocationCoordinate2D(latitude: 85.051_128_779_806_59, longitude: 0)).y) < 1e-3)
        let coordinate = MKMapPoint(x: 42_000_000, y: 101_000_000).coordinate
        let back = MKMapPoint(coordinate)
        #expect(abs(back.x - 42_000_000) < 1e-6 && abs(back.y - 101_000_000) < 1e-6)
        // At the equator a metre is 2^28 / 40,075,016.7 map points.
        #expect(abs(MKMapPoint.pointsPerMeter(atLatitude: 0) - 6.698_324_248) < 1e-8)
    }

    /// A degree of latitude at the equator is 110,574 m of meridian, a degree of longitude
    /// 111,319 m of equator (WGS-84).
    @Test func regionsInMetres() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        latitudinalMeters: 110_574.3, longitudinalMeters: 111_319.5)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-4)
        #expect(abs(region.span.longitudeDelta - 1) < 1e-4)
        let north = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                       latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(north.span.longitudeDelta / north.span.latitudeDelta - 1.99) < 0.01)
    }

    @Test func mapRects() {
        let a = MKMapRect(x: 0, y: 0, width: 10, height: 10), b = MKMapRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b).width == 15 && a.intersection(b).width == 5)
        #expect(MKMapRect.null.union(a).width == 10 && MKMapRect.null.isNull)
        #expect(a.contains(MKMapPoint(x: 9, y: 9)) && !a.contains(MKMapPoint(x: 10, y: 0)))
        let world = MKCoordinateRegion(MKMapRect.world)
        #expect(abs(world.span.longitudeDelta - 360) < 1e-9 && abs(world.center.latitude) < 1e-9)
    }

    /// The camera fits the region whole; the other axis shows more.
    @Test func projectionFitsTheRegion() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let projection = MapProjection(region: region, size: CGSize(width: 400, height: 200))
        let east = projection.point(CLLocationCoordinate2D(latitude: 0, longitude: 0.5))
        let north = projection.point(CLLocationCoordinate2D(latitude: 0.5, longitude: 0))
        #expect(abs(north.y) < 0.01)                  // the latitude span fills the height
        #expect(abs(east.x - 300) < 0.01)             // the same scale across: 200 points a degree
        // Longitudes take the nearer way round the antimeridian.
        let pacific = MapProjection(region: MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 179.5), span: region.span),
                                    size: CGSize(width: 200, height: 200))
        #expect(abs(pacific.point(CLLocationCoordinate2D(latitude: 0, longitude: -179.5)).x - 300) < 0.01)
    }

    /// The automatic camera frames the content with a margin; without content, the contiguous US.
    @Test func automaticCamera() {
        let coordinates = [CLLocationCoordinate2D(latitude: 10, longitude: 10), CLLocationCoordinate2D(latitude: 12, longitude: 14)]
        let region = MapCameraPosition.automatic.visibleRegion(content: MapBounds(coordinates: coordinates)?.region)
        #expect(abs(region.span.longitudeDelta - 5.6) < 1e-6)
        #expect(abs(region.span.latitudeDelta - 2.799_869) < 1e-6 && abs(region.center.longitude - 12) < 1e-9)
        #expect(abs(region.center.latitude - 11.001_697) < 1e-6)  // the middle in map points, not degrees
        #expect(MapCameraPosition.automatic.visibleRegion(content: nil).center.longitude == -98.35)
        let fallback = MapCameraPosition.userLocation(fallback: .region(MKCoordinateRegion(center: coordinates[0], span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))))
        #expect(fallback.visibleRegion(content: nil).center.latitude == 10 && fallback.followsUserLocation)
    }
}
