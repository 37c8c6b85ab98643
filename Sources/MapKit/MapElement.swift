import CoreLocation
import LayoutDSL

/// One thing a map draws, resolved from its content: where it is, what it looks like, and the
/// modifiers applied to it (the innermost wins, as in SwiftUI's environment).
struct MapElement {
    enum Kind {
        /// A balloon marker with a glyph, its point at the coordinate.
        case marker(CLLocationCoordinate2D, MarkerGlyph)
        /// A view at a coordinate, its `anchor` there.
        case annotation(CLLocationCoordinate2D, AnyView, anchor: UnitPoint)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
        /// The device's location, unknown in a render: drawn nowhere.
        case userLocation
    }
    var kind: Kind
    /// The title drawn below a marker or annotation.
    var title: AnyView?
    var tint: Color?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var fill: AnyShapeStyle?
    var showsTitle = true
    var tag: AnyHashable?

    init(_ kind: Kind, title: AnyView? = nil) {
        self.kind = kind
        self.title = title
    }

    /// The coordinates the automatic camera frames (a circle: its center, with its radius).
    var coordinates: [CLLocationCoordinate2D] {
        switch kind {
        case .marker(let coordinate, _), .annotation(let coordinate, _, _): [coordinate]
        case .polyline(let points), .polygon(let points): points
        case .circle, .userLocation: []
        }
    }

    var circle: (CLLocationCoordinate2D, CLLocationDistance)? {
        if case .circle(let center, let radius) = kind { (center, radius) } else { nil }
    }
}

/// A marker's glyph.
enum MarkerGlyph {
    case systemImage(String)
    case image(String)
    case monogram(Text)
}
