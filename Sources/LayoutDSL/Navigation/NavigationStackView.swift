/// Builds a stack's screens in order (root, then what each presents, then the path's values,
/// then pushed views), each with a record its navigation modifiers fill, and shows the top one
/// in a `NavigationScreenBehavior`. Screens below the top are built (their state lives on,
/// their titles name the back button) but not laid out.
nonisolated struct NavigationStackView<Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathBinding
    let pushedViews: Binding<[AnyView]>

    static var maximumDepth: Int { 64 }

    struct Built {
        let nodes: NodeList
        let screen: NavigationScreen
        let pop: () -> Void
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let path = self.path, pushedViews = self.pushedViews
        let stack = NavigationStackContext(pushValue: { path.append($0) }, pushView: { pushedViews.wrappedValue.append($0) },
                                           redirect: context.environment.navigationColumnTarget)
        var screens: [Built] = []

        func build<V: View>(_ view: V, at identity: BuildContext, pop: (() -> Void)?) {
            // A destination that presents itself again would never end.
            guard screens.count < Self.maximumDepth else {
                context.graph.warnings.warn("a NavigationStack deeper than \(Self.maximumDepth) screens; the rest are not shown")
                return
            }
            let screen = NavigationScreen()
            screen.isRoot = pop == nil
            screen.design = context.environment.systemDesign
            screen.idiom = context.environment.renderedDevice.device.userInterfaceIdiom
            screen.tabBarPlacement = context.environment.tabBarPlacement
            screen.barHeight = NavigationBarMetrics.barHeight(screen.idiom)
            if screen.design == .liquidGlass {
                screen.concentricInset = ConcentricBarInset.inset(containerCornerRadius: context.environment.barContainerCornerRadius)
            }
            screen.searchInTabBar = pop == nil && context.environment.isSearchTabContent && screen.design == .liquidGlass
                && context.environment.tabBarPlacement == .bottomBar
            // The root screen takes a `searchable` applied outside the stack (`SearchableModifier`).
            if pop == nil { screen.search = context.environment.offeredSearch }
            var inner = identity
            inner.environment.offeredSearch = nil
            inner.environment.navigationStack = stack
            inner.environment.navigationScreen = screen
            inner.environment.navigationColumnTarget = nil
            if let pop {
                inner.environment.dismiss = DismissAction(action: pop)
                inner.environment.isPresented = true
            }
            let nodes = inner.build(view)
            screens.append(Built(nodes: nodes, screen: screen, pop: pop ?? {}))
            for (index, presented) in screen.presented.enumerated() {
                build(presented.view, at: identity.child(.slot(3)).child(.index(index)), pop: presented.dismiss)
            }
        }

        build(root, at: context.child(.slot(0)), pop: nil)
        let values = path.get()
        for (index, value) in values.enumerated() {
            let view = stack.destination(for: value) ?? {
                context.graph.warnings.warn("no navigationDestination(for: \(type(of: value.base)).self) in the " +
                    "NavigationStack; showing an empty screen")
                return AnyView(EmptyView())
            }()
            build(view, at: context.child(.slot(1)).child(.index(index)).child(.id(value)),
                  pop: { path.set(Array(values.prefix(index))); pushedViews.wrappedValue = [] })
        }
        for (index, view) in pushedViews.wrappedValue.enumerated() {
            build(view, at: context.child(.slot(2)).child(.index(index)),
                  pop: { pushedViews.wrappedValue = Array(pushedViews.wrappedValue.prefix(index)) })
        }

        Self.resolveTitleModes(screens.map(\.screen))
        let top = screens[screens.count - 1]
        let below = screens.count > 1 ? screens[screens.count - 2].screen : nil
        var chrome = context.child(.slot(9))
        chrome.environment.dismiss = DismissAction(action: top.pop)
        return [NavigationScreenBehavior.node(content: top.nodes, screen: top.screen,
                                              back: below.map { NavigationBackButton(title: $0.title, action: top.pop) },
                                              context: chrome)]
    }

    /// `.automatic` takes the previous screen's mode; the root's is large (SwiftUI's stacks
    /// prefer large titles). A screen shows a large title only with a title and a bar. A large title
    /// asked for in the row (`.inlineLarge`) is there on a screen without a back button; with one it
    /// goes under the bar (`ToolbarTitleDisplayMode`), and with a title menu the title is inline, its
    /// menu's indicator beside it (measured on iOS 26: docs/reference/ios26-navigation-bar.md, "The
    /// large title in the row").
    static func resolveTitleModes(_ screens: [NavigationScreen]) {
        var previous = NavigationBarItem.TitleDisplayMode.large
        for screen in screens {
            let mode = screen.titleDisplayMode == .automatic ? previous : screen.titleDisplayMode
            let titled = screen.shownTitle != nil && screen.showsBar
            let hasBackButton = !screen.isRoot && !screen.backButtonHidden
            let hasTitleMenu = screen.barItems.contains { $0.placement.slot == .titleMenu }
            let inRow = screen.titleInRow && mode == .large && !hasBackButton
            screen.showsInlineLargeTitle = inRow && titled && !hasTitleMenu
            screen.showsLargeTitle = mode == .large && titled && !inRow
            previous = mode
        }
    }
}
