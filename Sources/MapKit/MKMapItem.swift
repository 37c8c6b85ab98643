import CoreLocation
import Foundation

/// A place on the map and what is known of it (Apple's documentation of `MKMapItem`). `Map`
/// positions its camera on an item (`MapCameraPosition.item(_:)`) and `Marker(item:)` marks it.
open class MKMapItem: NSObject {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Whether the item is the device's location: never here, where no location is known.
    open var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        super.init()
    }

    /// The item for the device's location. A preview has none, as a simulator without a
    /// simulated location: the item is at 0°, 0°.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

    /// Opening Maps does nothing in a render; it answers false, as when Maps cannot open.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A point of interest's category (Apple's documentation of `MKPointOfInterestCategory`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let airport = Self(rawValue: "MKPOICategoryAirport")
    public static let bakery = Self(rawValue: "MKPOICategoryBakery")
    public static let beach = Self(rawValue: "MKPOICategoryBeach")
    public static let cafe = Self(rawValue: "MKPOICategoryCafe")
    public static let hospital = Self(rawValue: "MKPOICategoryHospital")
    public static let hotel = Self(rawValue: "MKPOICategoryHotel")
    public static let museum = Self(rawValue: "MKPOICategoryMuseum")
    public static let nationalPark = Self(rawValue: "MKPOICategoryNationalPark")
    public static let park = Self(rawValue: "MKPOICategoryPark")
    public static let parking = Self(rawValue: "MKPOICategoryParking")
    public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
    public static let restroom = Self(rawValue: "MKPOICategoryRestroom")
    public static let store = Self(rawValue: "MKPOICategoryStore")
    public static let theater = Self(rawValue: "MKPOICategoryTheater")
}

/// Which categories a search or a map shows (Apple's documentation of `MKPointOfInterestFilter`).
public struct MKPointOfInterestFilter: Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>
    public init(including categories: [MKPointOfInterestCategory]) { included = Set(categories); excluded = [] }
    public init(excluding categories: [MKPointOfInterestCategory]) { included = nil; excluded = Set(categories) }
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        (included?.contains(category) ?? true) && !excluded.contains(category)
    }
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
