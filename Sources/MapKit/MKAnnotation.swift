import CoreLocation
import Foundation

/// Something pinned to a coordinate on an `MKMapView` (Apple's documentation of `MKAnnotation`).
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation an app fills in (Apple's documentation of `MKPointAnnotation`).
open class MKPointAnnotation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D
    open var title: String?
    open var subtitle: String?

    public override init() { coordinate = CLLocationCoordinate2D(); super.init() }
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate; self.title = title; self.subtitle = subtitle
        super.init()
    }
}
