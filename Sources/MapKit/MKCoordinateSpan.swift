import CoreLocation

/// The width and height of a map region in degrees (Apple's documentation of `MKCoordinateSpan`):
/// `latitudeDelta` north to south, `longitudeDelta` east to west. A C struct, `Sendable` only, as `MKCoordinateRegion`.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
