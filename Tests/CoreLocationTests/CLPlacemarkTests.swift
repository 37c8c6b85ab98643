import CoreLocation
import Foundation
import Testing

struct CLPlacemarkTests {
    let applePark = CLPlacemark(
        location: CLLocation(latitude: 37.3349, longitude: -122.009), timeZone: TimeZone(identifier: "America/Los_Angeles"),
        name: "Apple Park", thoroughfare: "Apple Park Way", subThoroughfare: "1", locality: "Cupertino",
        administrativeArea: "CA", subAdministrativeArea: "Santa Clara", postalCode: "95014", isoCountryCode: "US",
        country: "United States", areasOfInterest: ["Apple Park"])

    @Test func copiesEveryField() {
        let copy = CLPlacemark(placemark: applePark)
        #expect(copy.name == "Apple Park" && copy.thoroughfare == "Apple Park Way" && copy.subThoroughfare == "1")
        #expect(copy.locality == "Cupertino" && copy.subLocality == nil)
        #expect(copy.administrativeArea == "CA" && copy.subAdministrativeArea == "Santa Clara" && copy.postalCode == "95014")
        #expect(copy.isoCountryCode == "US" && copy.country == "United States")
        #expect(copy.inlandWater == nil && copy.ocean == nil && copy.region == nil)
        #expect(copy.areasOfInterest == ["Apple Park"])
        #expect(copy.timeZone?.identifier == "America/Los_Angeles")
        #expect(copy.location === applePark.location)
    }

    /// Apps fake placemarks by subclassing; the copy reads the subclass's overrides, and the subclass
    /// inherits `init(placemark:)` as it does on iOS.
    @Test func subclassesOverrideFields() {
        final class Renamed: CLPlacemark {
            override var locality: String? { "Palo Alto" }
        }
        let renamed = Renamed(placemark: applePark)
        #expect(renamed.locality == "Palo Alto" && renamed.name == "Apple Park")
        #expect(CLPlacemark(placemark: renamed).locality == "Palo Alto")
    }
}
