private struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether menus show their indicator, as `menuIndicator(_:)` set it.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] } set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the visibility of the indicator of the menus inside (Apple's documentation of
    /// `menuIndicator(_:)`). An iOS menu with a button label draws no indicator, so the value is
    /// kept in the environment for the menus that would.
    public func menuIndicator(_ visibility: Visibility) -> some View { environment(\.menuIndicatorVisibility, visibility) }
}
