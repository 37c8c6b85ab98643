import CoreLocation
import Foundation
import LayoutDSL

/// UIKit's map view (Apple's documentation of `MKMapView`), for apps that wrap it in a
/// `UIViewRepresentable`: its properties and methods keep what they are given, and the
/// representable draws the labelled placeholder every UIKit view draws here. SwiftUI's `Map`
/// draws a map surface.
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    open var region = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    open var mapType: MKMapType = .standard
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var userTrackingMode: MKUserTrackingMode = .none
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var overlays: [MKPolyline] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
    }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        if let region = MapBounds(coordinates: annotations.map(\.coordinate))?.region { self.region = region }
    }
    open func addOverlay(_ overlay: MKPolyline) { overlays.append(overlay) }
    open func removeOverlay(_ overlay: MKPolyline) { overlays.removeAll { $0 === overlay } }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
}

public protocol MKMapViewDelegate: AnyObject {}

/// How a map shows the world (Apple's documentation of `MKMapType`).
public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// Whether a map follows the device (Apple's documentation of `MKUserTrackingMode`).
public enum MKUserTrackingMode: Int, Sendable {
    case none, follow, followWithHeading
}
