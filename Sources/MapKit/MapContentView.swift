import CoreLocation
import Foundation
import LayoutDSL

/// What a `Map` draws: the surface at its camera, the overlays, then markers and annotations
/// placed at their coordinates by the camera's projection (`MapProjection`), the controls top
/// trailing and Apple Maps' attribution at the bottom. It fills what it is offered, as MapKit's
/// map does, and says once per render that it draws no map tiles.
nonisolated public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
    let position: MapCameraPosition
    let selection: SelectionValue?
    let content: Content
    @Environment(\.mapStyle) private var style
    @Environment(\.mapControls) private var controls
    @Environment(\.colorScheme) private var colorScheme

    init(position: MapCameraPosition, selection: SelectionValue?, content: Content) {
        self.position = position
        self.selection = selection
        self.content = content
    }

    /// The surface, overlays and annotations reach under the safe area the map touches, as a
    /// scroll view does (docs/swiftui-layout-rules.md, R26), while the controls and the
    /// attribution stay inside it: with `.safeAreaPadding(.vertical, 20)` iOS draws the map over
    /// the whole frame and the controls 5 points inside the padding (measured from an iOS 18.5
    /// reference, github.com/meshtastic/Meshtastic-Apple@9f0d810,
    /// `MeshtasticTests/__Snapshots__/SwiftUIViewSnapshotTests/emptyMap.png`).
    public var body: some View {
        let elements = content.resolvedElements
        let region = position.visibleRegion(content: MapBounds(coordinates: elements.flatMap(\.coordinates),
                                                               radii: elements.compactMap(\.circle))?.region)
        PlaceholderWarning("Map draws a plain surface at its camera, with its markers, annotations and overlays; " +
                           "no map tiles, roads or labels",
                           content: Color.clear.background { GeometryReader { proxy in
            let projection = MapProjection(region: region, size: proxy.size)
            ZStack(alignment: .topLeading) {
                MapSurface(projection: projection, style: style)
                ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
                    MapOverlayView(element: element, projection: projection)
                }
                MapAnnotationsLayout {
                    ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
                        MapPlacedView(element: element, index: index, projection: projection, selected: isSelected(element))
                    }
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .clipped()
        }
        .ignoresSafeArea() }
        .overlay(alignment: .topTrailing) {
            if let controls {
                VStack(spacing: 8) { controls }.padding(MapControlButton<EmptyView>.margin)
            }
        }
        .overlay(alignment: .bottomLeading) { MapAttribution(style: style) })
    }

    private func isSelected(_ element: MapElement) -> Bool {
        guard let selection, let tag = element.tag else { return false }
        return tag == AnyHashable(selection)
    }
}

/// Apple Maps' attribution, which every MapKit map shows bottom leading: Apple's logo and
/// "Maps", then an underlined "Legal" 10 points after it, in the surface's grey (the iOS 18.5
/// reference of `MapContentView`: logo and word 49 points wide from x 10.7, their foot 8 points
/// above the bottom safe edge, "Legal" from x 70, at 60 % and 50 % black over the light surface).
nonisolated struct MapAttribution: View {
    let style: MapStyle
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let light = style.kind != .standard || colorScheme == .dark
        HStack(alignment: .lastTextBaseline, spacing: 10) {
            HStack(alignment: .lastTextBaseline, spacing: 1) {
                Image(systemName: "applelogo").font(.system(size: 13, weight: .semibold))
                Text(verbatim: "Maps").font(.system(size: 13, weight: .semibold))
            }
            .foregroundStyle(light ? Color.white.opacity(0.9) : Color.black.opacity(0.6))
            Text(verbatim: "Legal").font(.system(size: 11, weight: .medium)).underline()
                .foregroundStyle(light ? Color.white.opacity(0.8) : Color.black.opacity(0.5))
        }
        .padding(.leading, 10)
        .padding(.bottom, 8)
    }
}

/// A polyline, polygon or circle, drawn over the surface.
nonisolated struct MapOverlayView: View {
    let element: MapElement
    let projection: MapProjection

    var body: some View {
        switch element.kind {
        case .polyline(let coordinates):
            MapOverlayShape(path: projection.path(coordinates, closed: false))
                .stroke(element.stroke ?? AnyShapeStyle(element.tint ?? .accentColor),
                        style: element.strokeStyle ?? StrokeStyle(lineWidth: 1))
        case .polygon(let coordinates):
            filledAndStroked(projection.path(coordinates, closed: true))
        case .circle(let center, let radius):
            let point = projection.point(center), extent = radius * projection.pointsPerMetre(atLatitude: center.latitude)
            filledAndStroked(Path(ellipseIn: CGRect(x: point.x - extent, y: point.y - extent, width: 2 * extent, height: 2 * extent)))
        case .marker, .annotation, .userLocation:
            EmptyView()
        }
    }

    /// Filled with its foreground style (else the tint at a quarter's opacity), stroked with its
    /// stroke if it has one.
    private func filledAndStroked(_ path: Path) -> some View {
        ZStack {
            MapOverlayShape(path: path).fill(element.fill ?? AnyShapeStyle((element.tint ?? .accentColor).opacity(0.25)))
            if let stroke = element.stroke {
                MapOverlayShape(path: path).stroke(stroke, style: element.strokeStyle ?? StrokeStyle(lineWidth: 1))
            }
        }
    }
}

/// A path already in the map view's coordinates.
struct MapOverlayShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

/// A marker or annotation and its title, as two subviews of `MapAnnotationsLayout`, which stands
/// the marker with its anchor on its point and hangs the title below it.
nonisolated struct MapPlacedView: View {
    let element: MapElement
    let index: Int
    let projection: MapProjection
    let selected: Bool

    var body: some View {
        switch element.kind {
        case .marker(let coordinate, let glyph):
            placed(MapMarkerView(glyph: glyph, tint: element.tint ?? .red).scaleEffect(selected ? 1.4 : 1, anchor: .bottom),
                   at: projection.point(coordinate), anchor: .bottom)
        case .annotation(let coordinate, let view, let anchor):
            placed(view, at: projection.point(coordinate), anchor: anchor)
        case .polyline, .polygon, .circle, .userLocation:
            EmptyView()
        }
    }

    @ViewBuilder private func placed<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint) -> some View {
        view.layoutValue(key: MapAnnotationsLayout.Placement.self, value: .init(owner: index, point: point, anchor: anchor))
        if element.showsTitle, let title = element.title {
            title
                .font(.system(size: 11, weight: .semibold))
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .frame(maxWidth: 120)
                .fixedSize()
                .shadow(color: Color(.systemBackground), radius: 1)
                .layoutValue(key: MapAnnotationsLayout.Placement.self,
                             value: .init(owner: index, point: point, anchor: anchor, isTitle: true))
        }
    }
}

/// Markers and annotations at their ideal sizes, each with its anchor on its point, in the order
/// the content declares them; each title 2 points below its marker, centred on it, unless it would
/// overlap a marker or a title already placed: MapKit shows titles adaptively by default
/// (`MKFeatureVisibility.adaptive`, the default `titleVisibility` of a marker annotation view:
/// "the title is hidden when it collides with another"), so crowded titles give way. A title
/// that gives way is placed outside the map, which clips it.
struct MapAnnotationsLayout: Layout {
    struct Placement: LayoutValueKey {
        static let defaultValue = Placement(owner: -1, point: .zero, anchor: .center)
        var owner: Int
        var point: CGPoint
        var anchor: UnitPoint
        var isTitle = false
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var bodies: [Int: CGRect] = [:]
        for subview in subviews where !subview[Placement.self].isTitle {
            let placement = subview[Placement.self], size = subview.sizeThatFits(.unspecified)
            let rect = CGRect(x: bounds.minX + placement.point.x - size.width * placement.anchor.x,
                              y: bounds.minY + placement.point.y - size.height * placement.anchor.y, width: size.width, height: size.height)
            bodies[placement.owner] = rect
            subview.place(at: rect.origin, proposal: ProposedViewSize(size))
        }
        var taken = Array(bodies.values)
        for subview in subviews where subview[Placement.self].isTitle {
            let placement = subview[Placement.self], size = subview.sizeThatFits(.unspecified)
            guard let body = bodies[placement.owner] else { continue }
            let rect = CGRect(x: body.midX - size.width / 2, y: body.maxY + 2, width: size.width, height: size.height)
            let collides = taken.contains { other in other != body && other.intersects(rect) }
            taken.append(rect)
            subview.place(at: collides ? CGPoint(x: bounds.minX - 10 * size.width - 1000, y: bounds.minY) : rect.origin,
                          proposal: ProposedViewSize(size))
            if collides { taken.removeLast() }
        }
    }
}
