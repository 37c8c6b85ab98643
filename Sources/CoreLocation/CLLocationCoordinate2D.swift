/// A latitude and longitude in the WGS 84 reference frame (Apple's documentation of
/// `CLLocationCoordinate2D`).
///
/// On Apple platforms this is a C struct, imported with its two fields and the two initializers below
/// and nothing else: it is neither `Equatable` nor `Hashable` there, and apps commonly declare
/// `extension CLLocationCoordinate2D: Equatable` themselves. Conforming here would turn that extension
/// into a redundant-conformance error on Linux, so the struct conforms to `Sendable` only, as imported C
/// structs of plain values are.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The zero coordinate, where the equator meets the prime meridian: what the C struct's zero
    /// initializer gives.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate names a place: latitude within [-90, 90] and longitude within [-180, 180], both
/// ends included (the antimeridian and the poles are real places). NaN fails both comparisons, so a
/// coordinate with a NaN component is invalid, as is `kCLLocationCoordinate2DInvalid`.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The C-style constructor Core Location has kept since iOS 4; the same as `init(latitude:longitude:)`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The sentinel Core Location uses for "no coordinate": (-180, -180) on Apple platforms, which
/// `CLLocationCoordinate2DIsValid` rejects for its latitude.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
