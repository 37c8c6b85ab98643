/// The tab bar of the Liquid Glass design (iOS 26 and 27 on iPhone): a capsule of regular glass
/// floating over the content, 62 pt tall, 21 pt from the screen's sides and bottom, its items in
/// segments 2 pt inside it (3 pt at the bottom), the selected one on a grey platter in the tint.
/// Three tabs or more share the bar's width; fewer take 98 pt each, the bar centred.
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
    /// From the screen's bottom edge to the bar's: 21 pt over a home indicator, else 8 (estimate).
    static func bottomMargin(bottomInset: CGFloat) -> CGFloat { bottomInset > 0 ? 21 : 8 }

    let items: [TabBar.Item]
    let selectedIndex: Int
    let select: (Int) -> Void
    let width: CGFloat

    var body: some View {
        let available = max(width - 2 * Self.sideMargin, 0)
        let inner = available - Self.segmentInsets.leading - Self.segmentInsets.trailing
        let segment = items.count >= 3 || items.isEmpty ? inner / CGFloat(max(items.count, 1))
            : min(Self.fewTabsSegmentWidth, inner / CGFloat(items.count))
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
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
        // The bar's region (`TabBarMetrics.regionHeight`), which a small canvas may cut short.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
