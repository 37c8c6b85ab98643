private struct SearchTabContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is the content of a tab view's search tab (`Tab(role: .search)`): in the
    /// Liquid Glass design on iPhone its root screen's `searchable` field sits in the tab bar,
    /// not under the title (`NavigationScreen.searchInTabBar`, `GlassSearchTabBar`).
    var isSearchTabContent: Bool {
        get { self[SearchTabContentKey.self] } set { self[SearchTabContentKey.self] = newValue }
    }
}
