private struct TabBarPlacementKey: EnvironmentKey { static let defaultValue: TabBarPlacement? = nil }

extension EnvironmentValues {
    /// Where the tab view this view is in shows its tabs (iOS 18; nil outside a tab view): an
    /// iPhone's tab view has its bar at the bottom, a paged one its page dots.
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] } set { self[TabBarPlacementKey.self] = newValue }
    }

    /// Whether the tab bar shows the tab view's sections (iOS 18): only an iPad's sidebar does, so
    /// on an iPhone it is false.
    public var isTabBarShowingSections: Bool { false }
}
