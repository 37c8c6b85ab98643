import Foundation

/// An address and the place it names, as a geocoder returns it (Apple's documentation of
/// `CLPlacemark`).
///
/// On Apple platforms only the geocoder makes placemarks, and the one public initializer copies
/// another; MapKit's `MKPlacemark` subclasses this class to make its own from a coordinate and an
/// address. The memberwise initializer is therefore `package`: this package's MapKit and tests reach it,
/// while an app, in another package, sees the same API as on iOS. The class and its properties are open,
/// as they are to Swift on Apple platforms, because subclassing is how an app fakes a placemark in tests.
open class CLPlacemark: NSObject {
    private struct Fields {
        var location: CLLocation?
        var region: CLRegion?
        var timeZone: TimeZone?
        var name: String?
        var thoroughfare: String?
        var subThoroughfare: String?
        var locality: String?
        var subLocality: String?
        var administrativeArea: String?
        var subAdministrativeArea: String?
        var postalCode: String?
        var isoCountryCode: String?
        var country: String?
        var inlandWater: String?
        var ocean: String?
        var areasOfInterest: [String]?
    }

    private let fields: Fields

    package init(
        location: CLLocation? = nil, region: CLRegion? = nil, timeZone: TimeZone? = nil, name: String? = nil,
        thoroughfare: String? = nil, subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
        administrativeArea: String? = nil, subAdministrativeArea: String? = nil, postalCode: String? = nil,
        isoCountryCode: String? = nil, country: String? = nil, inlandWater: String? = nil, ocean: String? = nil,
        areasOfInterest: [String]? = nil
    ) {
        fields = Fields(
            location: location, region: region, timeZone: timeZone, name: name, thoroughfare: thoroughfare,
            subThoroughfare: subThoroughfare, locality: locality, subLocality: subLocality,
            administrativeArea: administrativeArea, subAdministrativeArea: subAdministrativeArea, postalCode: postalCode,
            isoCountryCode: isoCountryCode, country: country, inlandWater: inlandWater, ocean: ocean,
            areasOfInterest: areasOfInterest)
        super.init()
    }

    /// A placemark with another's values, read through its properties so that a subclass's overrides
    /// are what is copied. Designated, as on Apple platforms, so that an app's subclass inherits it.
    public init(placemark: CLPlacemark) {
        fields = Fields(
            location: placemark.location, region: placemark.region, timeZone: placemark.timeZone, name: placemark.name,
            thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare,
            locality: placemark.locality, subLocality: placemark.subLocality,
            administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
            postalCode: placemark.postalCode, isoCountryCode: placemark.isoCountryCode, country: placemark.country,
            inlandWater: placemark.inlandWater, ocean: placemark.ocean, areasOfInterest: placemark.areasOfInterest)
        super.init()
    }

    open var location: CLLocation? { fields.location }
    open var region: CLRegion? { fields.region }
    open var timeZone: TimeZone? { fields.timeZone }
    /// The place's name, such as "Apple Park".
    open var name: String? { fields.name }
    /// The street, such as "Apple Park Way".
    open var thoroughfare: String? { fields.thoroughfare }
    /// The house number, such as "1".
    open var subThoroughfare: String? { fields.subThoroughfare }
    /// The city, such as "Cupertino".
    open var locality: String? { fields.locality }
    /// The neighborhood or district.
    open var subLocality: String? { fields.subLocality }
    /// The state or province, such as "CA".
    open var administrativeArea: String? { fields.administrativeArea }
    /// The county, such as "Santa Clara".
    open var subAdministrativeArea: String? { fields.subAdministrativeArea }
    open var postalCode: String? { fields.postalCode }
    /// The ISO 3166-1 alpha-2 country code, such as "US".
    open var isoCountryCode: String? { fields.isoCountryCode }
    open var country: String? { fields.country }
    open var inlandWater: String? { fields.inlandWater }
    open var ocean: String? { fields.ocean }
    /// Landmarks at the place, such as "Golden Gate Park".
    open var areasOfInterest: [String]? { fields.areasOfInterest }
}
