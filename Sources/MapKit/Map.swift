import CoreLocation
import Foundation
import LayoutDSL

/// A map (Apple's documentation of `Map`): iOS 17's, with a camera position and map content,
/// and iOS 14's, with a coordinate region and annotation items. Drawn by `MapContentView`.
nonisolated public struct Map<Content: View>: View {
    let content: Content
    public var body: some View { content }
}

extension Map {
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: position.wrappedValue, selection: nil, content: content())
    }

    public init<SelectionValue: Hashable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                         interactionModes: MapInteractionModes = .all,
                                                         selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
                                                         @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectionValue, C> {
        self.content = MapContentView(position: position.wrappedValue, selection: selection.wrappedValue, content: content())
    }

    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: initialPosition, selection: nil, content: content())
    }

    public init<SelectionValue: Hashable, C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                                         interactionModes: MapInteractionModes = .all,
                                                         selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
                                                         @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectionValue, C> {
        self.content = MapContentView(position: initialPosition, selection: selection.wrappedValue, content: content())
    }
}

extension Map where Content == MapContentView<Never, EmptyMapContent> {
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        content = MapContentView(position: position.wrappedValue, selection: nil, content: EmptyMapContent())
    }

    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        content = MapContentView(position: initialPosition, selection: nil, content: EmptyMapContent())
    }

    // MARK: iOS 14–16

    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = MapContentView(position: .region(coordinateRegion.wrappedValue), selection: nil, content: EmptyMapContent())
    }

    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = MapContentView(position: .rect(mapRect.wrappedValue), selection: nil, content: EmptyMapContent())
    }
}

extension Map {
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == MapContentView<Never, _MapContentList>, Items.Element: Identifiable {
        self.init(annotating: annotationItems, at: .region(coordinateRegion.wrappedValue), with: annotationContent)
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == MapContentView<Never, _MapContentList>, Items.Element: Identifiable {
        self.init(annotating: annotationItems, at: .rect(mapRect.wrappedValue), with: annotationContent)
    }

    /// An iOS 14 map of annotation items, its camera at `position`.
    private init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        annotating items: Items, at position: MapCameraPosition, with annotation: (Items.Element) -> Annotation
    ) where Content == MapContentView<Never, _MapContentList> {
        content = MapContentView(position: position, selection: nil,
                                 content: _MapContentList(elements: items.map { annotation($0).mapElement }))
    }
}
