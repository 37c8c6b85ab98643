private struct NavigationLinkIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether a navigation link here would show its disclosure indicator (Apple's documentation
    /// of `navigationLinkIndicatorVisibility`): what `navigationLinkIndicatorVisibility(_:)` set,
    /// else visible in a list's row, where iOS draws the chevron, and hidden elsewhere.
    public var navigationLinkIndicatorVisibility: Visibility {
        let chosen = self[NavigationLinkIndicatorKey.self]
        return chosen != .automatic ? chosen : isListRow ? .visible : .hidden
    }

    fileprivate var navigationLinkIndicatorChoice: Visibility {
        get { self[NavigationLinkIndicatorKey.self] } set { self[NavigationLinkIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the disclosure indicator of the navigation links inside (Apple's
    /// `navigationLinkIndicatorVisibility(_:)`): `.hidden` leaves a list's link rows without their
    /// chevron; the innermost choice wins, so a single link can differ from its list.
    nonisolated public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.navigationLinkIndicatorChoice, visibility)
    }
}
