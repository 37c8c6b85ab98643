/// Whether sliders below draw their thumb (SwiftUI's `sliderThumbVisibility(_:)`, iOS 26). Hidden, a
/// slider shows its track alone, tinted up to the value, as a media scrubber does; it still moves
/// with a drag. `.automatic`, the default, shows it on an iPhone (SDK 26.2 interface;
/// docs/reference/ios26-swiftui-api.md).
private struct SliderThumbVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var sliderThumbVisibility: Visibility {
        get { self[SliderThumbVisibilityKey.self] } set { self[SliderThumbVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
        environment(\.sliderThumbVisibility, visibility)
    }
}
