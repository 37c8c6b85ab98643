import CoreLocation
import Foundation

/// Where a map looks from (Apple's documentation of `MapCamera`): a center, a distance in metres
/// from it, a heading and a pitch in degrees.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public init(_ camera: MKMapCamera) {
        self.init(centerCoordinate: camera.centerCoordinate, distance: camera.centerCoordinateDistance,
                  heading: camera.heading, pitch: camera.pitch)
    }

    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }

    /// The ground the camera shows, looking straight down (the pitch and heading are not drawn):
    /// a square `distance` metres tall. Apple publishes no field of view; this keeps the region a
    /// camera and `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)` of the same
    /// metres show the same.
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// UIKit's camera (Apple's documentation of `MKMapCamera`).
open class MKMapCamera: NSObject {
    open var centerCoordinate = CLLocationCoordinate2D()
    open var centerCoordinateDistance: CLLocationDistance = 0
    open var heading: CLLocationDirection = 0
    open var pitch: CGFloat = 0

    public override init() { super.init() }
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}
