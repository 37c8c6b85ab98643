import CoreLocation
import LayoutDSL

/// An iOS 14 map's annotation (Apple's documentation of `MapAnnotationProtocol`, deprecated in
/// iOS 17 for `Marker` and `Annotation`).
public protocol MapAnnotationProtocol {
    var _element: _MapElementBox { get }
}

/// An annotation's drawing, opaque outside MapKit.
public struct _MapElementBox {
    let element: MapElement
}

extension MapAnnotationProtocol {
    var mapElement: MapElement { _element.element }
}

/// A balloon marker (Apple's documentation of `MapMarker`), drawn as iOS 17's `Marker`.
public struct MapMarker: MapAnnotationProtocol {
    public let _element: _MapElementBox
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var element = MapElement(.marker(coordinate, .systemImage("mappin")))
        element.tint = tint
        _element = _MapElementBox(element: element)
    }
}

/// A pin (Apple's documentation of `MapPin`): drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
    public let _element: _MapElementBox
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        var element = MapElement(.marker(coordinate, .systemImage("mappin")))
        element.tint = tint
        _element = _MapElementBox(element: element)
    }
}

/// A view at a coordinate (Apple's documentation of `MapAnnotation`), `anchorPoint` a unit point
/// of the view (0.5, 0.5: its center) that stands on the coordinate.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let _element: _MapElementBox
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        _element = _MapElementBox(element: MapElement(.annotation(coordinate, AnyView(content()),
                                                                anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y))))
    }
}
