/// What a `TabView` of iOS 18 is made of (Apple's documentation of `TabContent`): `Tab`s and
/// `TabSection`s, composed with `TabContentBuilder`, each with the selection value type of its
/// tab view (`TabValue`), so `Tab("Home", systemImage: "house", value: .home)` infers `.home`
/// from the `selection` binding.
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

/// Content that is its tabs, not a body: tabs, sections, lists of them, modified content.
protocol PrimitiveTabContent {
    var tabEntries: [TabEntry] { get }
}

extension PrimitiveTabContent {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive tab content; it has no body") }
}

nonisolated extension TabContent {
    /// The tabs the content makes, its body's when it has one.
    var resolvedTabEntries: [TabEntry] {
        if let primitive = self as? PrimitiveTabContent { return primitive.tabEntries }
        return mainActorUnchecked { body }.resolvedTabEntries
    }
}

/// One tab as the tab bar needs it: its content, item label, selection value and badge, the
/// section it is in, and whether the tab bar shows it.
struct TabEntry {
    var content: AnyView
    var label: AnyView
    var value: AnyHashable?
    var role: TabRole?
    var badge: Text?
    var section: Text?
    var customizationID: String?
    /// `hidden(_:)`, or `defaultVisibility(.hidden, for: .tabBar)`.
    var isHiddenInTabBar = false
    var isDisabled = false

    /// The tab as the tab bar's view-based machinery takes it: the content with its item and tag.
    /// A search offered to the tab view (`SearchableModifier`) reaches the content only if
    /// `receivesSearch`: the search tab's, or every tab's when there is none.
    func view(receivesSearch: Bool) -> AnyView {
        let item = content.environment(\.isSearchTabContent, role == .search)
            .transformEnvironment(\.offeredSearch) { if !receivesSearch { $0 = nil } }
            .tabItem { label }.badge(badge).disabled(isDisabled).layoutValue(key: TabRoleKey.self, value: role)
        if let value { return AnyView(item.tag(value)) }
        return AnyView(item)
    }
}

/// A tab's role, for the tab bar: the search tab is pinned to an iPad bar's trailing end.
struct TabRoleKey: LayoutValueKey { static let defaultValue: TabRole? = nil }

/// The tabs of a `TabContentBuilder` block: several tabs, a condition's branch, a loop.
nonisolated public struct _TabContentList<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    let tabEntries: [TabEntry]
}

/// Tab content of any type with the same selection value (Apple's `AnyTabContent`).
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: TabContent, PrimitiveTabContent {
    public typealias TabValue = SelectionValue
    let tabEntries: [TabEntry]
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue { tabEntries = tabContent.resolvedTabEntries }
}
