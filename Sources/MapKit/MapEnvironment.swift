import LayoutDSL

private struct MapStyleKey: EnvironmentKey { static let defaultValue = MapStyle.standard }
private struct MapControlsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
private struct MapControlVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
    var mapControls: AnyView? {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
    var mapControlVisibility: Visibility {
        get { self[MapControlVisibilityKey.self] }
        set { self[MapControlVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the maps inside (Apple's documentation of `mapStyle(_:)`).
    public func mapStyle(_ mapStyle: MapStyle) -> some View { environment(\.mapStyle, mapStyle) }

    /// The controls the maps inside show, top trailing (Apple's documentation of `mapControls(_:)`).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.mapControls, AnyView(content()))
    }

    /// Whether controls that show only while the map moves (compass, scale) show at rest.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { environment(\.mapControlVisibility, visibility) }

    /// Called when a person moves the camera: never in a render.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }

    /// Which map features can be selected: none is, in a frame at rest.
    public func mapFeatureSelectionDisabled(_ disabled: @escaping (MapFeature) -> Bool) -> some View { self }

    /// Ties map controls outside a map to the map of the same scope.
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// How often `onMapCameraChange` reports (Apple's documentation of `MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// What `onMapCameraChange` reports (Apple's documentation of `MapCameraUpdateContext`).
public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

/// A feature of Apple's map data (a point of interest): none is drawn here.
public struct MapFeature: Hashable, Sendable {
    public enum FeatureKind: Hashable, Sendable { case pointOfInterest, territory, physicalFeature }
    public let kind: FeatureKind
    public let title: String?
}
