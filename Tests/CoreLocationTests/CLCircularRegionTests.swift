import CoreLocation
import Testing

/// Containment is the geodesic distance from the center against the radius, edge included.
struct CLCircularRegionTests {
    let center = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    /// One degree east along the equator: 111,319.4908 m away (GeographicLib, as in `CLLocationTests`).
    let oneDegreeEast = CLLocationCoordinate2D(latitude: 0, longitude: 1)

    @Test func containsUpToTheRadius() {
        #expect(CLCircularRegion(center: center, radius: 111_319.5, identifier: "in").contains(oneDegreeEast))
        #expect(!CLCircularRegion(center: center, radius: 111_319.4, identifier: "out").contains(oneDegreeEast))
        #expect(CLCircularRegion(center: center, radius: 0, identifier: "point").contains(center))
    }

    @Test func keepsItsDefinitionAndNotifiesBothWaysByDefault() {
        let region = CLCircularRegion(center: center, radius: 250, identifier: "home")
        #expect(region.identifier == "home" && region.radius == 250)
        #expect(region.center.latitude == 0 && region.center.longitude == 0)
        #expect(region.notifyOnEntry && region.notifyOnExit)
        region.notifyOnExit = false
        #expect(!region.notifyOnExit)
    }
}
