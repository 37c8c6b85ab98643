import CoreLocation
import Foundation
import Testing

/// Validity is a range check with both ends included; Core Location's invalid sentinel fails it.
struct CLLocationCoordinate2DTests {
    @Test func polesAndAntimeridianAreValid() {
        for (latitude, longitude) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0), (-33.8688, 151.2093)] {
            #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
        }
    }

    @Test func outOfRangeAndNaNAreInvalid() {
        for (latitude, longitude) in [(90.000001, 0.0), (-90.000001, 0.0), (0.0, 180.000001), (0.0, -180.000001), (.nan, 0.0), (0.0, .nan)] {
            #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
        }
    }

    @Test func invalidSentinelIsMinus180() {
        #expect(kCLLocationCoordinate2DInvalid.latitude == -180)
        #expect(kCLLocationCoordinate2DInvalid.longitude == -180)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func initializers() {
        let zero = CLLocationCoordinate2D()
        #expect(zero.latitude == 0 && zero.longitude == 0)
        let made = CLLocationCoordinate2DMake(37.33, -122.03)
        #expect(made.latitude == 37.33 && made.longitude == -122.03)
    }
}
