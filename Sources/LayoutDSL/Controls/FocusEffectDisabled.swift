nonisolated extension View {
    /// Turns focus effects off for the views inside (Apple's documentation of
    /// `focusEffectDisabled(_:)`; `EnvironmentValues.isFocusEffectEnabled`); `false` leaves what
    /// an ancestor said. An iPhone draws no focus ring, so nothing else changes.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { if disabled { $0 = false } }
    }
}
