private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scroll views in the hierarchy scroll when dragged (iOS 16).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] } set { self[IsScrollEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Stops the scroll views in this view from scrolling when dragged (iOS 16): a drag there goes
    /// to the gestures and buttons under the finger instead. Disabling wins: a `false` inside a
    /// disabled hierarchy does not enable it again.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }
}
