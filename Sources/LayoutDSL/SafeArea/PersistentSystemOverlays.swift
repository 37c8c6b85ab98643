/// `persistentSystemOverlays(_:)` asks the presentation to hide the overlays that do not go
/// away by themselves, on an iPhone the home indicator (Apple: "Sets the preferred visibility
/// of the non-transient system views overlaying the app"; UIKit's
/// `prefersHomeIndicatorAutoHidden`). It is a preference read by the host, not a layout
/// change: the bottom safe area keeps its inset. The first view in the tree that sets it wins.
struct PersistentSystemOverlaysKey: PreferenceKey {
    static var defaultValue: Visibility? { nil }
    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
}

nonisolated extension View {
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        preference(key: PersistentSystemOverlaysKey.self, value: visibility)
    }
}

/// The scene form: every view of the scene prefers that visibility (Apple's documentation of
/// `Scene.persistentSystemOverlays(_:)`), kept as a modifier of the scene's views.
nonisolated extension Scene {
    public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
        ModifiedScene(content: self, modifier: PersistentSystemOverlaysModifier(visibility: preferredVisibility))
    }
}

struct PersistentSystemOverlaysModifier: ViewModifier {
    let visibility: Visibility
    func body(content: Content) -> some View { content.persistentSystemOverlays(visibility) }
}
