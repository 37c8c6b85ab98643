/// How a `TabView` shows its tabs: with a tab bar (`.automatic`, `DefaultTabViewStyle`) or as
/// horizontally paged screens with page dots (`.page`, `PageTabViewStyle`).
@MainActor @preconcurrency public protocol TabViewStyle {
    nonisolated var _kind: TabViewStyleKind { get }
}

/// The styles the engine draws.
public enum TabViewStyleKind: Hashable, Sendable {
    case automatic
    /// A tab bar that an iPad's sidebar button can turn into a sidebar.
    case sidebarAdaptable
    case page(PageTabViewStyle.IndexDisplayMode)
}

nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}

nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show: `.automatic` and `.always` show them (for more than one
    /// page), `.never` hides them.
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool
        public static let automatic = IndexDisplayMode(shows: true)
        public static let always = IndexDisplayMode(shows: true)
        public static let never = IndexDisplayMode(shows: false)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

/// iOS 18's tab view that can become a sidebar: on an iPad its top tab bar starts with the
/// sidebar button ("iPadOS displays a top tab bar that can adapt into a sidebar", Apple's
/// documentation of `sidebarAdaptable`); on an iPhone it is a tab bar, as `.automatic` draws it.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .sidebarAdaptable }
}

/// iOS 18's tab view that is a tab bar everywhere.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind { get { self[TabViewStyleKey.self] } set { self[TabViewStyleKey.self] = newValue } }
}

nonisolated extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style._kind) }
}
