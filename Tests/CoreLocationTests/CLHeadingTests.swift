import CoreLocation
import Testing

struct CLHeadingTests {
    /// A heading nobody measured reads as invalid: a negative accuracy and true heading.
    @Test func defaultHeadingIsInvalid() {
        let heading = CLHeading()
        #expect(heading.headingAccuracy < 0 && heading.trueHeading < 0)
        #expect(heading.x == 0 && heading.y == 0 && heading.z == 0)
    }

    @Test func subclassesOverrideReadings() {
        final class North: CLHeading, @unchecked Sendable {
            override var trueHeading: CLLocationDirection { 0 }
            override var headingAccuracy: CLLocationDirectionAccuracy { 5 }
        }
        #expect(North().trueHeading == 0 && North().headingAccuracy == 5)
    }
}
