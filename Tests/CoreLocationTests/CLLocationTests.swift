import CoreLocation
import Foundation
import Testing

/// `distance(from:)` is the WGS 84 geodesic. Reference lengths are GeographicLib 2.1's
/// `Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)["s12"]` (C. F. F. Karney, "Algorithms for geodesics",
/// J. Geodesy 87, 2013), which is accurate to nanometers.
struct CLLocationTests {
    struct Line: Sendable, CustomTestStringConvertible {
        let name: String
        let start: (Double, Double)
        let end: (Double, Double)
        let meters: Double
        var testDescription: String { name }
    }

    /// Vincenty's test line from Flinders Peak to Buninyong, given in degrees, minutes and seconds.
    static let flindersPeak = (-(37 + 57 / 60 + 3.72030 / 3600), 144 + 25 / 60 + 29.52440 / 3600)
    static let buninyong = (-(37 + 39 / 60 + 10.15610 / 3600), 143 + 55 / 60 + 35.38390 / 3600)

    static let lines: [Line] = [
        Line(name: "JFK to Heathrow", start: (40.6413, -73.7781), end: (51.4700, -0.4543), meters: 5_554_908.7905),
        Line(name: "one degree along the equator", start: (0, 0), end: (0, 1), meters: 111_319.4908),
        Line(name: "one degree along a meridian", start: (0, 0), end: (1, 0), meters: 110_574.3886),
        Line(name: "Flinders Peak to Buninyong", start: flindersPeak, end: buninyong, meters: 54_972.2711),
        Line(name: "San Francisco to Los Angeles", start: (37.7749, -122.4194), end: (34.0522, -118.2437), meters: 559_042.3365),
        Line(name: "across the antimeridian", start: (0, 179.5), end: (0, -179.5), meters: 111_319.4908),
        Line(name: "Sydney to Santiago", start: (-33.8688, 151.2093), end: (-33.4489, -70.6693), meters: 11_368_984.4803),
        Line(name: "two kilometers in Cupertino", start: (37.33233141, -122.03121860), end: (37.3349, -122.0090), meters: 1_989.5696),
        // Antipodes: Vincenty's iteration cannot solve them; the fallback is exact for them.
        Line(name: "antipodes on the equator", start: (0, 0), end: (0, 180), meters: 20_003_931.4586),
        Line(name: "pole to pole", start: (90, 0), end: (-90, 0), meters: 20_003_931.4586),
    ]

    private func distance(_ start: (Double, Double), _ end: (Double, Double)) -> CLLocationDistance {
        CLLocation(latitude: start.0, longitude: start.1).distance(from: CLLocation(latitude: end.0, longitude: end.1))
    }

    @Test(arguments: lines)
    func distanceMatchesGeographicLibToAMillimeter(_ line: Line) {
        #expect(abs(distance(line.start, line.end) - line.meters) < 0.001)
        #expect(abs(distance(line.end, line.start) - line.meters) < 0.001)
    }

    /// Within half a degree of antipodal Vincenty's iteration does not converge and the spherical
    /// fallback answers: finite, and within 0.2 % of GeographicLib's 19,944,127.4208 m.
    @Test func nearlyAntipodalPointsFallBackWithinABound() {
        let meters = distance((0, 0), (0.5, 179.7))
        #expect(meters.isFinite)
        #expect(abs(meters - 19_944_127.4208) < 0.002 * 19_944_127.4208)
    }

    @Test func identicalPointsAreZeroApart() {
        #expect(distance((51.5, -0.1), (51.5, -0.1)) == 0)
        #expect(distance((0, 0), (0, 0)) == 0)
    }

    @Test func altitudeDoesNotCount() {
        let coordinate = CLLocationCoordinate2D(latitude: 10, longitude: 20)
        let low = CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: 5, timestamp: Date())
        let high = CLLocation(coordinate: coordinate, altitude: 8_848, horizontalAccuracy: 5, verticalAccuracy: 5, timestamp: Date())
        #expect(low.distance(from: high) == 0)
    }

    /// A coordinate-only location marks everything unmeasured invalid, as Core Location does.
    @Test func latitudeLongitudeInitializerDefaults() {
        let location = CLLocation(latitude: 1, longitude: 2)
        #expect(location.coordinate.latitude == 1 && location.coordinate.longitude == 2)
        #expect(location.altitude == 0 && location.ellipsoidalAltitude == 0)
        #expect(location.horizontalAccuracy == 0 && location.verticalAccuracy == -1)
        #expect(location.course == -1 && location.courseAccuracy == -1)
        #expect(location.speed == -1 && location.speedAccuracy == -1)
        #expect(location.floor == nil && location.sourceInformation == nil)
        #expect(abs(location.timestamp.timeIntervalSinceNow) < 60)
    }

    @Test func initializersKeepWhatTheyAreGiven() {
        let timestamp = Date(timeIntervalSince1970: 1_700_000_000)
        let coordinate = CLLocationCoordinate2D(latitude: 3, longitude: 4)
        let moving = CLLocation(
            coordinate: coordinate, altitude: 10, horizontalAccuracy: 1, verticalAccuracy: 2, course: 90, speed: 3,
            timestamp: timestamp)
        #expect(moving.course == 90 && moving.speed == 3 && moving.courseAccuracy == -1 && moving.speedAccuracy == -1)
        #expect(moving.altitude == 10 && moving.verticalAccuracy == 2 && moving.timestamp == timestamp)
        let simulated = CLLocation(
            coordinate: coordinate, altitude: 10, horizontalAccuracy: 1, verticalAccuracy: 2, course: 90, courseAccuracy: 5,
            speed: 3, speedAccuracy: 0.5, timestamp: timestamp,
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false))
        #expect(simulated.courseAccuracy == 5 && simulated.speedAccuracy == 0.5)
        #expect(simulated.sourceInformation?.isSimulatedBySoftware == true)
        #expect(simulated.sourceInformation?.isProducedByAccessory == false)
    }

    @Test func descriptionFollowsCoreLocationsFormatInGMT() {
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 37.785834, longitude: -122.406417), altitude: 0,
            horizontalAccuracy: 5, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 1_637_365_398))
        #expect(location.description
            == "<+37.78583400,-122.40641700> +/- 5.00m (speed -1.00 mps / course -1.00) @ 11/19/21, 11:43:18 PM Greenwich Mean Time")
    }

    @Test func copiesAreTheLocationAndArchivesRoundTrip() throws {
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: -33.8688, longitude: 151.2093), altitude: 58, horizontalAccuracy: 4,
            verticalAccuracy: 3, course: 270, courseAccuracy: 2, speed: 1.5, speedAccuracy: 0.25,
            timestamp: Date(timeIntervalSince1970: 1_700_000_000),
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: false, andExternalAccessoryState: true))
        #expect(location.copy() as AnyObject === location)
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data))
        #expect(decoded.coordinate.latitude == -33.8688 && decoded.coordinate.longitude == 151.2093)
        #expect(decoded.altitude == 58 && decoded.horizontalAccuracy == 4 && decoded.verticalAccuracy == 3)
        #expect(decoded.course == 270 && decoded.courseAccuracy == 2 && decoded.speed == 1.5 && decoded.speedAccuracy == 0.25)
        #expect(decoded.timestamp == location.timestamp)
        #expect(decoded.sourceInformation?.isProducedByAccessory == true)
    }
}
