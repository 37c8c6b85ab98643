/// A `TabView` with a tab bar: builds every tab (their state lives on while another shows)
/// and lays out the selected one above the bar, or below it on a regular-width iPad, whose bar
/// floats at the top (`FloatingTabBar`).
nonisolated struct TabBarContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: Binding<AnyHashable?>
    /// `.sidebarAdaptable`: the floating bar starts with the sidebar button.
    var showsSidebarButton = false

    func makeNodes(in context: BuildContext) -> NodeList {
        let floats = TabBarLayout.floats(in: context.environment)
        var tabsContext = context.child(.slot(0))
        tabsContext.environment.tabBarPlacement = floats ? .topBar : .bottomBar
        // The accessory is this tab view's bar's, not a nested tab view's.
        tabsContext.environment.tabViewBottomAccessory = nil
        let tabs = tabsContext.build(content)
        let explicit = tabs.map { $0.layoutValues[ObjectIdentifier(TagValueKey.self)] as? AnyHashable }
        // Without tags a tab is selected by its index.
        let tags = explicit.allSatisfy { $0 == nil } ? tabs.indices.map { AnyHashable($0) } : explicit
        let selected = selection.wrappedValue.flatMap { value in tags.firstIndex { $0 == value } } ?? 0
        let items = tabs.map { TabBar.Item(label: $0.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView,
                                           badge: $0.layoutValues[ObjectIdentifier(BadgeKey.self)] as? Text,
                                           isPinned: $0.layoutValues[ObjectIdentifier(TabRoleKey.self)] as? TabRole == .search) }
        let selection = self.selection
        let shown = tabs.isEmpty ? LayoutNode.make(LayoutBehavior(VStackLayout())) : tabs[selected]
        let bar = TabBarLayout(items: items, selectedIndex: selected, select: { index in
            if let tag = tags[index] { selection.wrappedValue = tag }
        }, context: context.child(.slot(1)), floats: floats, showsSidebarButton: showsSidebarButton,
           topRow: floats && shown.topNavigationScreen == nil ? FloatingTabBarMetrics.of(context.environment.systemDesign).rowHeight : 0)
        // The screen on top of the tab's navigation stack may hide the bar (`toolbar(.hidden, for: .tabBar)`).
        if shown.topNavigationScreen?.tabBarVisibility == .hidden { return [shown] }
        return [LayoutNode.make(bar, subviews: [shown])]
    }
}

/// Places the selected tab in the safe area above the bar (which it may extend into, to the
/// screen's top) and, once the tab is placed, the bar: iOS 17's 49 pt plus the bottom safe area,
/// its background shown when the tab's first scroll view has content below its bottom edge, or
/// in the Liquid Glass design the floating `GlassTabBar`, minimized as the tab's first scroll
/// view scrolls (`TabBarMinimizeBehavior`). On a regular-width iPad the bar floats
/// at the top (`FloatingTabBar`) in the navigation bar's row: a tab with a navigation stack
/// shares the row with its bar, another starts below the row. A bottom accessory
/// (`tabViewBottomAccessory`) sits above the bottom bar, or inline in the minimized one.
struct TabBarLayout: SafeAreaBehavior, DeferredContentBehavior {
    let items: [TabBar.Item]
    let selectedIndex: Int
    let select: (Int) -> Void
    let context: BuildContext
    /// The bar floats at the top of a regular-width iPad (`floats(in:)`).
    var floats = false
    var showsSidebarButton = false
    /// The row above the tab that the floating bar takes: none when the tab's navigation bar shares it.
    var topRow: CGFloat = 0
    private let insets = NavigationScreenBehavior.Insets()

    /// Whether the bar floats at the top: on an iPad in a regular width, as UIKit's tab container
    /// shows its floating bar only there (`canShowFloatingUI`); a compact iPad width, as in Slide
    /// Over, has the iPhone's bar ("Elevating your iPad app with a tab bar and sidebar").
    static func floats(in environment: EnvironmentValues) -> Bool {
        environment.renderedDevice.device.userInterfaceIdiom == .pad && environment.horizontalSizeClass == .regular
    }

    var name: String { "TabView" }
    var isContainer: Bool { true }

    private var design: SystemDesign { context.environment.systemDesign }
    private func barHeight(_ size: CGSize) -> CGFloat {
        min(floats ? insets.value.bottom : TabBarMetrics.regionHeight(bottomInset: insets.value.bottom, design: design), size.height)
    }

    private func contentArea(_ size: CGSize) -> CGRect {
        let top = insets.value.top + topRow
        return CGRect(x: insets.value.leading, y: top, width: max(size.width - insets.value.horizontal, 0),
                      height: max(size.height - top - barHeight(size), 0))
    }

    /// Flexible: it takes what it is offered; unoffered, the tab's ideal size with the bar.
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        var inner = proposal
        let bar = floats ? topRow : TabBarMetrics.regionHeight(bottomInset: 0, design: design)
        inner.height = proposal.height.map { max($0 - bar, 0) }
        let content = node.subview(0).sizeThatFits(inner)
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: content.width, height: content.height + bar))
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let area = contentArea(size)
        let content = node.subview(0).sizeThatFits(ProposedViewSize(area.size))
        var result = [Placement(origin: CGPoint(x: area.minX + (area.width - content.width) / 2,
                                                y: area.minY + (area.height - content.height) / 2),
                                proposal: ProposedViewSize(area.size), size: content)]
        if node.subviews.count > 1 {
            // The floating bar's region is the status bar and the row; the bottom bar's, its height.
            let region = floats ? insets.value.top + FloatingTabBarMetrics.of(design).rowHeight : barHeight(size)
            let bar = CGSize(width: size.width, height: min(region, size.height))
            let top = floats ? 0 : size.height - bar.height
            result.append(Placement(origin: CGPoint(x: 0, y: top), proposal: ProposedViewSize(bar), size: bar))
        }
        if node.subviews.count > 2 {
            // The expanded accessory, 8 pt above the bar (above the bottom safe area under a floating bar).
            let margin = design == .liquidGlass && !floats ? GlassTabBar.sideMargin : 20
            let barTop = floats ? size.height - insets.value.bottom : size.height - barHeight(size)
            let accessory = CGSize(width: max(size.width - 2 * margin, 0), height: BottomAccessoryCapsule.height)
            result.append(Placement(origin: CGPoint(x: margin, y: barTop - BottomAccessoryCapsule.gap - accessory.height),
                                    proposal: ProposedViewSize(accessory), size: accessory))
        }
        return Placements(result)
    }

    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        IgnoresSafeAreaBehavior(edges: .all).adjust(frame, parent: parent, area: area, rightToLeft: rightToLeft)
    }

    /// The tab's safe area ends above the bar; it may extend to the screen's top, and under the
    /// floating bar of the Liquid Glass design, which content scrolls beneath, but not under iOS 17's bar.
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        let under = design == .liquidGlass || floats ? 0 : barHeight(frame.size)
        let outer = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - under)
        return SafeArea(safe: contentArea(frame.size).offsetBy(dx: frame.minX, dy: frame.minY), outer: outer)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) { insets.value = geometry.safeAreaInsets }

    /// The search field the glass bar shows: the selected search tab's root screen's
    /// (`NavigationScreen.searchInTabBar`), or, when the tab has no navigation stack, the one
    /// offered to the tab view (`SearchableModifier`).
    private func searchInBar(_ node: LayoutNode) -> NavigationScreen.SearchField? {
        guard items.indices.contains(selectedIndex), items[selectedIndex].isPinned else { return nil }
        guard let screen = node.subview(0).topNavigationScreen else { return context.environment.offeredSearch }
        return screen.searchInTabBar ? screen.search : nil
    }

    /// The selected tab's first scroll view, when the bar is minimized by which way it last
    /// scrolled: only the Liquid Glass bar of an iPhone minimizes (`TabBarMinimizeBehavior`).
    private func minimizingScroll(_ node: LayoutNode) -> Int? {
        guard design == .liquidGlass, !floats, context.environment.renderedDevice.device.userInterfaceIdiom == .phone,
              let scroll = node.subview(0).firstScrollNode?.behavior.asScrollView,
              let record = context.graph.scrolls.record(scroll.identity),
              context.environment.tabBarMinimizeBehavior.minimizes(after: record.verticalDirection) else { return nil }
        return scroll.identity
    }

    func buildSecondaryContent(node: LayoutNode, preferences: PreferenceValues, geometry: GeometryProxy) -> Int {
        let appearance = preferences[TabBarAppearanceKey.self] ?? TabBarAppearance()
        let underBar = node.subview(0).scrollContentExtendsBelowBottom(in: context.graph)
        let accessory = context.environment.tabViewBottomAccessory
        let minimized = minimizingScroll(node).map { [weak graph = context.graph] identity in
            GlassTabBar.Minimized(accessory: accessory) { graph?.scrolls.forgetDirection(of: identity) }
        }
        let bar = floats
            ? context.build(FloatingTabBar(items: items, selectedIndex: selectedIndex, select: select,
                                           showsSidebarButton: showsSidebarButton, safeTop: insets.value.top)
                .modifier(OptionalColorScheme(scheme: appearance.colorScheme)))
            : design == .liquidGlass
            ? context.build(GlassTabBar(items: items, selectedIndex: selectedIndex, select: select, width: geometry.size.width,
                                        search: searchInBar(node), minimized: minimized)
                .modifier(OptionalColorScheme(scheme: appearance.colorScheme)))
            : context.build(TabBar(items: items, selectedIndex: selectedIndex, select: select, bottomInset: insets.value.bottom,
                                   showsBackground: appearance.showsBackground(contentUnderBar: underBar),
                                   background: appearance.background, width: geometry.size.width)
                .modifier(OptionalColorScheme(scheme: appearance.colorScheme)))
        node.subviews.append(ZStackLayout().implicitContainer(of: bar))
        guard minimized == nil, let accessory else { return 1 }
        let expanded = context.child(.slot(0)).build(BottomAccessoryCapsule(content: accessory, placement: .expanded))
        node.subviews.append(ZStackLayout().implicitContainer(of: expanded))
        return 2
    }
}

extension LayoutNode {
    /// Whether the first scroll view at or below this node has content below its bottom edge:
    /// a bottom bar over it shows its background, else it is transparent (iOS 15's
    /// scroll-edge appearance of `UITabBar` and `UIToolbar`).
    func scrollContentExtendsBelowBottom(in graph: ViewGraph) -> Bool {
        guard let scroll = firstScrollNode?.behavior.asScrollView, let record = graph.scrolls.record(scroll.identity) else { return false }
        return record.contentSize.height - record.offset.y > record.containerSize.height + 0.5
    }

    /// The screen shown by the first navigation stack at or below this node.
    var topNavigationScreen: NavigationScreen? {
        if let stack = behavior as? NavigationScreenBehavior { return stack.screen }
        for child in subviews { if let screen = child.topNavigationScreen { return screen } }
        return nil
    }
}
