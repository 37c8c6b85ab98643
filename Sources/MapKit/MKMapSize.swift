/// A size in map points (Apple's documentation of `MKMapSize`).
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double
    public init() { width = 0; height = 0 }
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// The whole world: 2^28 map points a side (MapKit's `MKMapSizeWorld`, 268,435,456 × 268,435,456).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}
