/// The tab bar of the Liquid Glass design (iOS 26 and 27 on iPhone): a capsule of regular glass
/// floating over the content, 62 pt tall, 21 pt from the screen's sides and bottom, its items in
/// segments 2 pt inside it (3 pt at the bottom), the selected one on a grey platter in the tint.
/// Three tabs or more share the bar's width; fewer take 98 pt each, the bar centred. The search
/// tab (`Tab(role: .search)`) is a glass circle of its own, the bar's height, 8 pt after the
/// capsule at the trailing end, its image alone at 20 pt: UIKit's `UISearchTab` on an iPhone 17
/// Pro with iOS 26.5 and 27.0, read from its view tree (a 290 x 62 pt capsule and a 62 pt circle
/// 8 pt apart, 21 pt from the trailing edge: anvu69/liquid_shell@454a7f2, docs/reference/ios26-design.md,
/// "Not yet drawn"), the replica's floating button (8 pt apart, a 20 pt symbol).
///
/// Sources: the metrics of ryanashcraft/FabBar@26cac2d6742852d65cac9b4c987aa34a0b2a9b29, a
/// replica of the system bar (Constants.swift: bar height 62, padding 21
/// horizontally and at the bottom, content padding 2, few-tabs segment width 98;
/// GlassTabBarView.swift: the 1 pt bottom adjustment). The platter's grey
/// (tertiarySystemFill) and the 8 pt bottom margin of an iPhone without a home indicator are
/// estimates; Apple publishes no tab bar metrics.
nonisolated struct GlassTabBar: View, Equatable {
    /// Never equal to the last one: its items are views and its actions closures.
    static func == (a: Self, b: Self) -> Bool { false }

    static let height: CGFloat = 62
    static let sideMargin: CGFloat = 21
    static let segmentInsets = EdgeInsets(top: 2, leading: 2, bottom: 3, trailing: 2)
    static let fewTabsSegmentWidth: CGFloat = 98
    /// The search tab's circle: 8 pt after the capsule, its symbol 20 pt medium.
    static let searchSpacing: CGFloat = 8
    static let searchSymbolFont = Font.system(size: 20, weight: .medium)
    /// From the screen's bottom edge to the bar's: 21 pt over a home indicator, else 8 (estimate).
    static func bottomMargin(bottomInset: CGFloat) -> CGFloat { bottomInset > 0 ? 21 : 8 }

    let items: [TabBar.Item]
    let selectedIndex: Int
    let select: (Int) -> Void
    let width: CGFloat
    /// The search field of the selected search tab's root screen, which the bar then shows (`GlassSearchTabBar`).
    var search: NavigationScreen.SearchField?
    /// Set while the bar is minimized (`GlassMinimizedTabBar`).
    var minimized: Minimized?
    /// The last tab selected that is not the search tab.
    @State private var lastTab: Int?

    var body: some View {
        Group {
            if let search, let previous = previousTab {
                GlassSearchTabBar(previous: items[previous], search: search) { select(previous) }
            } else if let minimized, let shown = items.indices.contains(selectedIndex) && !items[selectedIndex].isPinned
                        ? selectedIndex : previousTab {
                GlassMinimizedTabBar(selected: items[shown], search: items.indices.first { items[$0].isPinned }.map { (items[$0], $0) },
                                     accessory: minimized.accessory, expand: minimized.expand, select: select)
            } else {
                tabBar
            }
        }
        .onChange(of: selectedIndex, initial: true) { _, index in
            if items.indices.contains(index), !items[index].isPinned { lastTab = index }
        }
    }

    /// What the minimized bar shows inline, and how a tap on its tab expands it.
    struct Minimized {
        let accessory: AnyView?
        let expand: () -> Void
    }

    /// The tab the collapsed bar shows: the one selected before the search tab, else the first.
    private var previousTab: Int? {
        lastTab.flatMap { items.indices.contains($0) && !items[$0].isPinned ? $0 : nil } ?? items.indices.first { !items[$0].isPinned }
    }

    private var tabBar: some View {
        let tabs = items.indices.filter { !items[$0].isPinned }, pinned = items.indices.filter { items[$0].isPinned }
        let available = max(width - 2 * Self.sideMargin - CGFloat(pinned.count) * (Self.height + Self.searchSpacing), 0)
        let inner = available - Self.segmentInsets.leading - Self.segmentInsets.trailing
        let segment = tabs.count >= 3 || tabs.isEmpty ? inner / CGFloat(max(tabs.count, 1))
            : min(Self.fewTabsSegmentWidth, inner / CGFloat(tabs.count))
        return HStack(spacing: Self.searchSpacing) {
            HStack(spacing: 0) {
                ForEach(tabs, id: \.self) { index in
                    TabBarItemView(item: items[index], isSelected: index == selectedIndex, look: .liquidGlass)
                        .frame(width: segment)
                        .frame(maxHeight: .infinity)
                        .background {
                            if index == selectedIndex { Capsule().fill(Color(.tertiarySystemFill)) }
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { select(index) }
                }
            }
            .padding(Self.segmentInsets)
            .frame(width: available, height: Self.height)
            .glassEffect(.regular, in: Capsule())
            ForEach(pinned, id: \.self) { index in searchCircle(index) }
        }
        // The bar's region (`TabBarMetrics.regionHeight`), which a small canvas may cut short.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    /// The search tab: its image alone, in the tint on the grey platter when selected.
    private func searchCircle(_ index: Int) -> some View {
        let selected = index == selectedIndex
        return items[index].label
            .labelStyle(IconOnlyLabelStyle())
            .font(Self.searchSymbolFont)
            .imageScale(.large)
            .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBarItemLook.liquidGlass.unselected))
            .frame(width: Self.height, height: Self.height)
            .background {
                if selected { Circle().inset(by: Self.segmentInsets.leading).fill(Color(.tertiarySystemFill)) }
            }
            .glassEffect(.regular, in: Circle())
            .contentShape(Circle())
            .onTapGesture { select(index) }
    }
}
