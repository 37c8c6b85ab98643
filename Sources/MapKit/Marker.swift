import CoreLocation
import Foundation
import LayoutDSL

/// A balloon marking a coordinate, with a glyph and a title below it (Apple's documentation of
/// `Marker`, iOS 17). Drawn as MapKit's marker at rest: a tinted circle with a white glyph and a
/// pointer at the coordinate (`MapMarkerView`).
nonisolated public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    let element: MapElement
    var elements: [MapElement] { [element] }

    /// A marker labelled by a view: its title, shown below the balloon.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        element = MapElement(.marker(coordinate, .systemImage("mappin")), title: AnyView(label()))
    }

    init(_ title: Text, glyph: MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        element = MapElement(.marker(coordinate, glyph), title: AnyView(title))
    }
}

extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(Text(titleKey), glyph: .systemImage("mappin"), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(Text(title), glyph: .systemImage("mappin"), coordinate: coordinate)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(Text(titleKey), glyph: .systemImage(systemImage), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(Text(title), glyph: .systemImage(systemImage), coordinate: coordinate)
    }
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(Text(titleKey), glyph: .image(image), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(Text(title), glyph: .image(image), coordinate: coordinate)
    }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(Text(title), glyph: .monogram(monogram), coordinate: coordinate)
    }
    /// A map item's marker, titled by its name.
    public init(item: MKMapItem) {
        self.init(Text(verbatim: item.name ?? ""), glyph: .systemImage("mappin"), coordinate: item.placemark.coordinate)
    }
}
