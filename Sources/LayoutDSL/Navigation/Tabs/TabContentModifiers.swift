/// Tab content with a change made to each of its tabs: what the modifiers of `TabContent` make.
nonisolated public struct _ModifiedTabContent<Content: TabContent>: TabContent, PrimitiveTabContent {
    public typealias TabValue = Content.TabValue
    let content: Content
    let change: (inout TabEntry) -> Void

    var tabEntries: [TabEntry] {
        content.resolvedTabEntries.map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

/// The modifiers of `TabContent` (Apple's documentation): a badge on the tab's item, hiding
/// and disabling, and what only a sidebar, a customizable tab bar or a drag uses, kept so the
/// code compiles (an iPhone's tab bar at rest shows none of it).
nonisolated extension TabContent {
    private func changing(_ change: @escaping (inout TabEntry) -> Void) -> _ModifiedTabContent<Self> {
        _ModifiedTabContent(content: self, change: change)
    }

    public func badge(_ count: Int) -> some TabContent<TabValue> { changing { $0.badge = count == 0 ? nil : Text("\(count)") } }
    public func badge(_ label: Text?) -> some TabContent<TabValue> { changing { $0.badge = label } }
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> { changing { $0.badge = Text(key) } }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> { changing { $0.badge = Text(label) } }

    /// Hidden tabs are not in the tab bar.
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> { changing { if hidden { $0.isHiddenInTabBar = true } } }
    public func disabled(_ disabled: Bool) -> some TabContent<TabValue> { changing { if disabled { $0.isDisabled = true } } }
    /// `.hidden` for the tab bar (or every placement) keeps the tab out of the tab bar.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        changing { entry in
            if visibility == .hidden, placements.isEmpty || placements.contains(.tabBar) || placements.contains(.automatic) {
                entry.isHiddenInTabBar = true
            }
        }
    }
    public func customizationID(_ id: String) -> some TabContent<TabValue> { changing { $0.customizationID = id } }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                      for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        changing { _ in }
    }
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { changing { _ in } }
    public func sectionActions<C: View>(@ViewBuilder content: () -> C) -> some TabContent<TabValue> { changing { _ in } }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<TabValue> { changing { _ in } }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some TabContent<TabValue> { changing { _ in } }
    public func popover<C: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                 arrowEdge: Edge? = nil,
                                 @ViewBuilder content: @escaping () -> C) -> some TabContent<TabValue> { changing { _ in } }
    public func popover<Item: Identifiable, C: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                     arrowEdge: Edge? = nil,
                                                     @ViewBuilder content: @escaping (Item) -> C) -> some TabContent<TabValue> {
        changing { _ in }
    }

    /// Whether the tab opens when a drag hovers over it: nothing is dragged in a render.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> { changing { _ in } }

    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> {
        changing { _ in }
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<TabValue> {
        changing { _ in }
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey],
                                         isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<TabValue> { changing { _ in } }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S],
                                                            isEnabled: Bool = true) -> some TabContent<TabValue> {
        changing { _ in }
    }
}

/// Where an adaptable tab view puts its tabs (Apple's `AdaptableTabBarPlacement`).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a tab stands in a customizable tab view (Apple's `TabPlacement`).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Which bar of a tab view a toolbar modifier addresses (Apple's `TabBarPlacement`).
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    public static let topBar = TabBarPlacement(name: "topBar")
    public static let sidebar = TabBarPlacement(name: "sidebar")
    public static let ornament = TabBarPlacement(name: "ornament")
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// Whether people may reorder or hide a tab (Apple's `TabCustomizationBehavior`).
public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

/// Dragging a tab out of a sidebar, and dropping onto a tab (iPadOS's sidebar and tab bar): an
/// iPhone's tab bar at rest shows neither.
extension TabContent {
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TabContent<TabValue> {
        _ModifiedTabContent(content: self) { _ in }
    }

    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T]) -> Void) -> some TabContent<TabValue> {
        _ModifiedTabContent(content: self) { _ in }
    }
}
