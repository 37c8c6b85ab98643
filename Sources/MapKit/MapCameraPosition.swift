import CoreLocation
import Foundation

/// What a map's camera shows (Apple's documentation of `MapCameraPosition`): the content
/// (`automatic`), a region, a map rectangle, a camera, an item, or the user's location.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(MKMapItemBox, allowsAutomaticPitch: Bool)
        case userLocation(followsHeading: Bool, fallback: Box)
    }
    /// Indirect storage for the fallback of `userLocation(fallback:)`.
    final class Box: Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }
    let kind: Kind

    public static let automatic = MapCameraPosition(kind: .automatic)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(MKMapItemBox(mapItem), allowsAutomaticPitch: allowsAutomaticPitch))
    }
    /// The device's location, which a preview does not know: the fallback is shown.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
    public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }
    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    public var item: MKMapItem? { if case .item(let box, _) = kind { box.item } else { nil } }
    public var allowsAutomaticPitch: Bool { if case .item(_, let allows) = kind { allows } else { false } }
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { heading } else { false } }
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let box) = kind { box.position } else { nil } }
    /// Whether a person moved the map: never in a render.
    public var positionedByUser: Bool { false }

    /// The region it shows, given the region its content needs (nil: no content).
    func visibleRegion(content: MKCoordinateRegion?) -> MKCoordinateRegion {
        switch kind {
        case .automatic: content ?? Self.defaultRegion
        case .region(let region): region
        case .rect(let rect): MKCoordinateRegion(rect)
        case .camera(let camera): camera.region
        case .item(let box, _): MapBounds(coordinates: [box.item.placemark.coordinate])!.region
        case .userLocation(_, let fallback): fallback.position.visibleRegion(content: content)
        }
    }

    /// What a map with nothing to frame shows: the contiguous United States, the region of an
    /// en_US device (MapKit frames the device's region when it knows no better).
    static let defaultRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
                                                  span: MKCoordinateSpan(latitudeDelta: 30, longitudeDelta: 62))

    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
        switch (a.kind, b.kind) {
        case (.automatic, .automatic): true
        case let (.region(x), .region(y)): x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
            && x.span.latitudeDelta == y.span.latitudeDelta && x.span.longitudeDelta == y.span.longitudeDelta
        case let (.rect(x), .rect(y)): x.origin.x == y.origin.x && x.origin.y == y.origin.y && x.width == y.width && x.height == y.height
        case let (.camera(x), .camera(y)): x == y
        case let (.item(x, p), .item(y, q)): x.item === y.item && p == q
        case let (.userLocation(h, f), .userLocation(k, g)): h == k && f.position == g.position
        default: false
        }
    }
}

/// A map item held by a `Sendable` value (MapKit's `MKMapItem` is a class it shares).
/// `@unchecked`: the camera position only reads the item's coordinate and name, which the
/// item's initializer sets, and MapKit's `MapCameraPosition` is `Sendable` with the same sharing.
final class MKMapItemBox: @unchecked Sendable {
    let item: MKMapItem
    init(_ item: MKMapItem) { self.item = item }
}
