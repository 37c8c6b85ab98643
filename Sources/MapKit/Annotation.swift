import CoreLocation
import LayoutDSL

/// A view of the app's own at a coordinate, with a title below it (Apple's documentation of
/// `Annotation`, iOS 17): the `anchor` point of the view stands on the coordinate.
nonisolated public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    let element: MapElement
    var elements: [MapElement] { [element] }

    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        element = MapElement(.annotation(coordinate, AnyView(content()), anchor: anchor), title: AnyView(label()))
    }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
    /// A map item's annotation, titled by its name.
    public init(item: MKMapItem, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(coordinate: item.placemark.coordinate, anchor: anchor, content: content) { Text(verbatim: item.name ?? "") }
    }
}
