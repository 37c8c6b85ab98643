/// What people changed in a customizable tab view (Apple's `TabViewCustomization`): each tab's
/// visibility in the sidebar and the tab bar, and each section's tab order, by customization ID.
/// Codable, so apps keep it in `@AppStorage` or a file. A render starts from no changes, so the
/// tabs stand as the code declares them.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    // Visibilities by name ("automatic", "visible", "hidden"): `Visibility` itself is not Codable.
    private var sidebarVisibilities: [String: String] = [:]
    private var tabBarVisibilities: [String: String] = [:]
    private var sectionOrders: [String: [String]] = [:]

    private static func visibility(_ name: String?) -> Visibility {
        Visibility.allCases.first { "\($0)" == name } ?? .automatic
    }

    public init() {}

    /// One tab's settings.
    public struct TabCustomization {
        public var sidebarVisibility: Visibility
        public internal(set) var tabBarVisibility: Visibility
    }

    /// One section's settings.
    public struct SectionCustomization {
        public internal(set) var tabOrder: [String]?
        public mutating func resetTabOrder() { tabOrder = nil }
    }

    public subscript(tab id: String) -> TabCustomization {
        get {
            TabCustomization(sidebarVisibility: Self.visibility(sidebarVisibilities[id]),
                             tabBarVisibility: Self.visibility(tabBarVisibilities[id]))
        }
        set { sidebarVisibilities[id] = "\(newValue.sidebarVisibility)"; tabBarVisibilities[id] = "\(newValue.tabBarVisibility)" }
    }

    public subscript(sidebarVisibility id: String) -> Visibility {
        get { Self.visibility(sidebarVisibilities[id]) }
        set { sidebarVisibilities[id] = "\(newValue)" }
    }

    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: sectionOrders[id]) }
        set { sectionOrders[id] = newValue.tabOrder }
    }

    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    public mutating func resetVisibility() { sidebarVisibilities = [:]; tabBarVisibilities = [:] }
    public mutating func resetSectionOrder() { sectionOrders = [:] }
    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }
}

/// The modifiers of a tab view that only an iPad's sidebar or a customizable tab bar uses: an
/// iPhone's tab bar at rest shows none of them, so they keep the code compiling and change nothing.
nonisolated extension View {
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { self }
    public func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    public func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    public func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    public func sectionActions<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
