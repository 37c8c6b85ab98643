/// What the views of one screen of a navigation stack tell its bar, gathered while the screen
/// is built: SwiftUI's `navigationTitle`, `toolbar` and their relatives are preferences the
/// hosting navigation controller reads; here the modifiers write them into the screen's record
/// as they are built, so the bar and the large title (built after the content) see them in the
/// same pass. The innermost modifier is built last, so it wins, as in SwiftUI.
final class NavigationScreen {
    var title: Text?
    /// The design the screen's bars are drawn in (its large title's area differs).
    var design = SystemDesign.compatibility
    /// Its navigation bar's height: the device's (`NavigationBarMetrics.barHeight(_:)`).
    var barHeight = NavigationBarMetrics.barHeight
    /// How far the bar's row lies inside a rounded container's top and sides (`ConcentricBarInset`);
    /// nil at the top of a screen.
    var concentricInset: CGFloat?
    /// The bar's height with the concentric inset above its row, and the room a large title in the
    /// row leaves under it (`NavigationBarMetrics.inlineLargeTitleExtra`).
    var barExtent: CGFloat { barHeight + (concentricInset ?? 0) + titleRowExtra }
    /// The room under the row a large title in it leaves (`NavigationBarMetrics.inlineLargeTitleExtra`),
    /// which the bar's background covers too: the title's descenders reach into it.
    var titleRowExtra: CGFloat { showsInlineLargeTitle ? NavigationBarMetrics.inlineLargeTitleExtra : 0 }
    /// `navigationSubtitle(_:)` (iOS 26): drawn under the title in the Liquid Glass design
    /// (`subtitle(large:)`); the iOS 18 bar has no subtitle line.
    var subtitle: Text?
    /// The subtitle the bar (`large` false) or the large title draws under the title they draw:
    /// the `.subtitle` or `.largeSubtitle` toolbar item, else `navigationSubtitle(_:)`'s text, in
    /// the subtitle's style.
    func subtitle(large: Bool) -> AnyView? {
        guard design == .liquidGlass, shownTitle != nil else { return nil }
        if let item = titleAreaItem(large ? .largeSubtitle : .subtitle) { return AnyView(NavigationSubtitleText(content: item)) }
        return subtitle.map { AnyView(NavigationSubtitleText(content: $0)) }
    }
    /// The view a title-area placement (`.title`, `.largeTitle`, `.subtitle`, `.largeSubtitle`)
    /// draws in place of the text the modifiers give: the last item placed there.
    func titleAreaItem(_ slot: ToolbarItemPlacement.Slot) -> AnyView? {
        toolbarItems.last { $0.placement.slot == slot }?.content
    }
    /// `toolbar(removing: .title)`: the title is kept (a back button names it) but not drawn.
    var titleRemoved = false
    /// The title the bar and the large title draw: none once removed or placed among the items
    /// by a `DefaultToolbarItem(kind: .title)`.
    var shownTitle: Text? { titleRemoved || toolbarItems.contains { $0.defaultKind == .title } ? nil : title }
    var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    /// `toolbarTitleDisplayMode(.inlineLarge)`: the large title asked for in the bar's row.
    var titleInRow = false
    /// The modifiers' display mode; the innermost one wins, so a later mode without a row drops it.
    func setTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode, inRow: Bool = false) {
        titleDisplayMode = mode
        titleInRow = inRow
    }
    var toolbarItems: [ToolbarEntry] = []
    var backButtonHidden = false
    var hidesBackTitle = false
    var barVisibility = Visibility.automatic
    var tabBarVisibility = Visibility.automatic
    var barBackground: AnyShapeStyle?
    var barBackgroundVisibility = Visibility.automatic
    var barColorScheme: ColorScheme?
    /// `toolbarBackground(_:for: .bottomBar)`: the bottom toolbar's style and when it shows.
    var bottomBarBackground: AnyShapeStyle?
    var bottomBarBackgroundVisibility = Visibility.automatic
    var search: SearchField?
    /// The root screen of a search tab on iPhone in the Liquid Glass design: its search field is
    /// the tab bar's (`GlassSearchTabBar`), so the header has none.
    var searchInTabBar = false
    /// `toolbar(removing: .search)`: no search field anywhere.
    var searchRemoved = false
    /// `searchToolbarBehavior(.minimize)` inside the screen (outside it, the field records it).
    var minimizesSearch = false
    /// The device's idiom and the tab bar the stack sits in (nil outside a tab view): where an
    /// iPhone in the Liquid Glass design puts a `searchable` field (`automaticSearchPlacement`).
    var idiom = UIUserInterfaceIdiom.phone
    var tabBarPlacement: TabBarPlacement?
    /// The search field the header draws under the title: none when the tab bar or a toolbar
    /// has it (`searchItems`), or it was removed.
    var headerSearch: SearchField? {
        searchInTabBar || searchRemoved || !searchItems.isEmpty ? nil : search
    }
    /// Destinations shown above this screen by `navigationDestination(isPresented:)` and
    /// `navigationDestination(item:)`, in the order they were built.
    var presented: [PresentedDestination] = []

    /// Set by the first vertical ScrollView built in the screen, which carries the large title
    /// (and search field) at the top of its content so they scroll with it.
    var headerClaimed = false
    /// The header's frame in root space once placed: how far the content has scrolled under
    /// the bar.
    var headerFrame: CGRect?
    /// The bar's bottom edge in root space, once the screen is placed: the header scrolls up
    /// under the bar and is cut off there, as the large title of a `UINavigationBar` is.
    var barBottom: CGFloat?
    /// Whether the screen shows a large title under the bar, or in the bar's row (resolved by the
    /// stack before layout).
    var showsLargeTitle = false
    var showsInlineLargeTitle = false

    struct PresentedDestination {
        let view: AnyView
        let dismiss: () -> Void
    }

    struct SearchField {
        let text: Binding<String>
        let prompt: Text?
        /// The views of the search's tokens (`searchable(text:tokens:…)`), drawn before the text.
        var tokens: [AnyView] = []
        var placement = SearchFieldPlacement.automatic
        /// `searchToolbarBehavior(.minimize)` around the `searchable`.
        var minimizes = false
    }

    /// Where the system puts a `searchable` field that no `DefaultToolbarItem(kind: .search)`
    /// places: on an iPhone in the Liquid Glass design, outside a tab view, the toolbar
    /// placements (`.automatic`, `.toolbar`, and `.sidebar`, an iPhone having no sidebar) put it in
    /// the bottom toolbar ("Search in the toolbar places the field at the bottom of the screen",
    /// WWDC25 session 323; measured on an iOS 26.3 reference, docs/reference/ios26-navigation-bar.md,
    /// "The search field in the bottom toolbar"), as the leading-most item ("The search item is the
    /// leading-most item by default", Apple's documentation of `DefaultToolbarItem`). Elsewhere,
    /// and for `.navigationBarDrawer`, the field stays under the title (nil).
    var automaticSearchPlacement: ToolbarItemPlacement? {
        guard let search, design == .liquidGlass, idiom == .phone, tabBarPlacement == nil else { return nil }
        switch search.placement.role {
        case .automatic, .toolbar, .sidebar: return .bottomBar
        case .toolbarPrincipal, .navigationBarDrawer: return nil
        }
    }

    /// The toolbar's entries with the system's own search item added where it goes by default,
    /// unless a `DefaultToolbarItem(kind: .search)` places it.
    private var placedItems: [ToolbarEntry] {
        guard let placement = automaticSearchPlacement, !toolbarItems.contains(where: { $0.defaultKind == .search }) else {
            return toolbarItems
        }
        return [ToolbarEntry(placement: placement, content: AnyView(EmptyView()), defaultKind: .search)] + toolbarItems
    }

    /// The search item among the bars' items, if a toolbar shows the field.
    private var searchItems: [ToolbarEntry] { placedItems.filter { $0.defaultKind == .search } }

    /// The toolbar's items as the bars draw them: each `DefaultToolbarItem` given its system
    /// item's view (the search field, or the title as the inline title), or dropped when the
    /// screen has none (no `searchable`, a removed title, a sidebar toggle on an iPhone).
    var barItems: [ToolbarEntry] {
        placedItems.compactMap { entry -> ToolbarEntry? in
            var entry = entry
            switch entry.defaultKind {
            case nil: return entry
            case .search:
                guard let search, !searchRemoved, !searchInTabBar else { return nil }
                let minimized = minimizesSearch || search.minimizes
                entry.content = AnyView(ToolbarSearchItem(search: search, minimized: minimized,
                                                          inBottomBar: entry.placement.slot == .bottom))
                entry.fills = !minimized
            case .title:
                guard let title, !titleRemoved else { return nil }
                entry.content = AnyView(title.font(.headline).lineLimit(1))
            case .sidebarToggle: return nil
            }
            return entry
        }
    }

    /// The items the bar's row draws where their placements put them, then the overflow menu
    /// (`ToolbarOverflowButton`) when anything goes there: `ToolbarOverflowMenu`'s content and,
    /// under a large title in the row, the leading and centred items (Apple,
    /// `ToolbarTitleDisplayMode.inlineLarge`), in the toolbar's order.
    var rowItems: [ToolbarEntry] { rowItems(of: barItems, overflowing: []) }

    /// The row's items of the bar's `items` (`barItems`, made once by a caller that asks for
    /// several rows), those at the indices `overflowing` moved into the overflow menu too, where
    /// they keep the toolbar's order.
    func rowItems(of items: [ToolbarEntry], overflowing: Set<Int>) -> [ToolbarEntry] {
        let moved: Set<ToolbarItemPlacement.Slot> = showsInlineLargeTitle ? [.overflow, .leading, .principal] : [.overflow]
        let goes = items.indices.map { moved.contains(items[$0].placement.slot) || overflowing.contains($0) }
        let overflow = items.indices.filter { goes[$0] }.map { items[$0] }
        let row = items.indices.filter { !goes[$0] }.map { items[$0] }
        guard !overflow.isEmpty else { return row }
        return row + [ToolbarEntry(placement: .automatic, view: ToolbarOverflowButton(items: overflow.map(\.content)))]
    }

    /// The order in which a bar's trailing items (not its spacers, nor a search field that takes
    /// the room) leave for the overflow menu as room runs out: "If not all items fit … an overflow
    /// menu may be created and remaining items placed in that menu" (Apple's documentation of
    /// `ToolbarItemPlacement`); the lowest `visibilityPriority` first, and of equal ones the
    /// trailing-most first, as AppKit's toolbar "pushes the one closest to the trailing edge
    /// first" (`NSToolbarItem.VisibilityPriority`; UIKit's iOS 27 bars were seen to fold their
    /// last items first).
    static func trailingOverflowOrder(_ items: [ToolbarEntry]) -> [Int] {
        items.indices
            .filter { items[$0].placement.slot == .trailing && items[$0].spacer == nil && !items[$0].fills }
            .sorted { (items[$0].visibilityPriority, -$0) < (items[$1].visibilityPriority, -$1) }
    }

    /// The stack's first screen: nothing below it, so no back button.
    var isRoot = false

    /// Whether the screen has a navigation bar. Left automatic, a root screen with nothing for
    /// the bar (no title, no item in it, no search field) has none, and its content starts at
    /// the safe area's top: iOS references of `NavigationView` and `NavigationStack` roots that
    /// set no title show no bar and no room for one, while a title or a single toolbar item gives
    /// the 44-point bar under the inset (docs/swiftui-layout-rules.md, R27, with the references
    /// measured).
    var showsBar: Bool {
        switch barVisibility {
        case .hidden: return false
        case .visible: return true
        case .automatic:
            let barSlots: Set<ToolbarItemPlacement.Slot> = [.leading, .trailing, .principal, .overflow, .title, .largeTitle]
            return !isRoot || title != nil || search != nil || barItems.contains { barSlots.contains($0.placement.slot) }
        }
    }

    /// The large title's area: the design's, taller by a subtitle's line.
    var largeTitleAreaHeight: CGFloat {
        NavigationBarMetrics.largeTitleHeight(design) + (subtitle(large: true) != nil ? NavigationBarMetrics.glassLargeSubtitleExtra : 0)
    }

    /// The height of the header above the content: the large title area and the search field.
    var headerHeight: CGFloat {
        guard showsBar else { return 0 }
        return (showsLargeTitle ? largeTitleAreaHeight : 0) + (headerSearch != nil ? SearchFieldMetrics.areaHeight(design) : 0)
    }
}

private struct NavigationScreenKey: EnvironmentKey { static let defaultValue: NavigationScreen? = nil }

extension EnvironmentValues {
    /// The screen of a navigation stack the view is built in, if any.
    var navigationScreen: NavigationScreen? {
        get { self[NavigationScreenKey.self] } set { self[NavigationScreenKey.self] = newValue }
    }
}

/// A modifier that writes into the screen's record before its content is built (so the
/// innermost one, built last, wins). Outside a navigation stack it does nothing, as SwiftUI's
/// navigation preferences then have no reader.
nonisolated struct NavigationScreenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let apply: (NavigationScreen) -> Void

    func contentContext(_ context: BuildContext) -> BuildContext {
        if let screen = context.environment.navigationScreen { apply(screen) }
        return context
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}
