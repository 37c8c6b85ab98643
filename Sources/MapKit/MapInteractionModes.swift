/// The gestures a map answers (Apple's documentation of `MapInteractionModes`). A render makes
/// no gestures on a map, so they change nothing drawn.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let pitch = MapInteractionModes(rawValue: 1 << 2)
    public static let rotate = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .pitch, .rotate]
}

/// Whether an iOS 14 map follows the device (Apple's documentation of `MapUserTrackingMode`).
public enum MapUserTrackingMode: Sendable, Equatable {
    case none, follow
}

/// Limits on where a map's camera may go (Apple's documentation of `MapCameraBounds`).
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}
