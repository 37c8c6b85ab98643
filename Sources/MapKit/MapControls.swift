import LayoutDSL

/// The map controls of iOS 17 (Apple's documentation of `MapUserLocationButton`, `MapCompass`,
/// `MapPitchToggle`, `MapScaleView`), drawn as they stand at rest over a north-up map: buttons
/// 44 points square on a thick material with a rounded 8-point corner and a soft shadow, 5 points
/// inside the map's top and trailing safe edges (measured from an iOS 18.5 reference,
/// github.com/meshtastic/Meshtastic-Apple@9f0d810, `SwiftUIViewSnapshotTests/emptyMap.png`: the
/// shadow darkens the surface by 12 levels just below the button and fades over 5 to 8 points;
/// Apple publishes no sizes). The compass shows only when the map is rotated and the scale only
/// while zooming, so at rest neither draws unless `mapControlVisibility(.visible)`.
nonisolated struct MapControlButton<Label: View>: View {
    /// Between the controls and the map's safe edges.
    static var margin: CGFloat { 5 }
    let label: Label
    init(@ViewBuilder label: () -> Label) { self.label = label() }
    var body: some View {
        label
            .foregroundStyle(.tint)
            .frame(width: 44, height: 44)
            .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            .shadow(color: Color.black.opacity(0.12), radius: 4, y: 2)
    }
}

/// Moves the camera to the device's location: a location arrow.
nonisolated public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { MapControlButton { Image(systemName: "location").font(.system(size: 17)) } }
}

/// Switches between a flat and a pitched map: "3D" over a flat map.
nonisolated public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View {
        MapControlButton { Text(verbatim: "3D").font(.system(size: 15, weight: .semibold)) }
    }
}

/// North's direction; hidden at rest over a north-up map.
nonisolated public struct MapCompass: View {
    @Environment(\.mapControlVisibility) private var visibility
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View {
        if visibility == .visible {
            Text("N").font(.system(size: 13, weight: .semibold)).foregroundStyle(.red)
                .frame(width: 44, height: 44)
                .background(.thickMaterial, in: Circle())
        }
    }
}

/// The map's scale; shown only while zooming, so hidden at rest.
nonisolated public struct MapScaleView: View {
    @Environment(\.mapControlVisibility) private var visibility
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View {
        if visibility == .visible {
            Capsule().fill(.secondary).frame(width: 60, height: 3)
        }
    }
}
