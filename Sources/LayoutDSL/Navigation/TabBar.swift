/// The tab bar: one item per tab, sharing the width equally, each an icon above a 10 pt
/// medium title, in the tint when selected and system grey otherwise, 49 pt tall above the
/// bottom safe area. Its background and top hairline show while content is under it; with the
/// content's end in view it is transparent (iOS 15's scroll-edge appearance, Apple,
/// `UITabBar.scrollEdgeAppearance`); `toolbarBackground(_:for: .tabBar)` and
/// `toolbarColorScheme(_:for: .tabBar)` change it (`TabBarAppearance`).
nonisolated struct TabBar: View, Equatable {
    /// Never equal to the last one: its items are views and its actions closures.
    static func == (a: Self, b: Self) -> Bool { false }

    struct Item {
        let label: AnyView?
        let badge: Text?
        /// A pinned tab (`Tab(role: .search)`), which an iPad's floating bar shows as its image at its trailing end.
        var isPinned = false
    }
    let items: [Item]
    let selectedIndex: Int
    let select: (Int) -> Void
    let bottomInset: CGFloat
    let showsBackground: Bool
    /// `toolbarBackground(_:for: .tabBar)`'s style, else the system's bar material.
    let background: AnyShapeStyle?
    let width: CGFloat
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                TabBarItemView(item: items[index], isSelected: index == selectedIndex, look: .compatibility)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(width: width, height: TabBarMetrics.barHeight)
        .padding(.bottom, bottomInset)
        .background {
            if showsBackground {
                Rectangle().fill(background ?? AnyShapeStyle(NavigationBarMetrics.background))
                    .overlay(alignment: .top) { Rectangle().fill(NavigationBarMetrics.hairline).frame(height: pixelLength) }
            }
        }
    }
}

/// One item of the tab bar, with its badge: a red capsule (at least 18 pt, 13 pt white text)
/// whose leading edge is 6 pt right of the icon's centre, 2 pt below the icon box's top (estimated
/// from iOS 17 screenshots), drawn as the design's tab bar draws its items (`TabBarItemLook`).
/// Its symbols are filled, as iOS tab bars draw them (WWDC21 "What's new in SF Symbols": the
/// filled variant is the default in tab bars; `house` shows `house.fill`).
nonisolated struct TabBarItemView: View {
    let item: TabBar.Item
    let isSelected: Bool
    let look: TabBarItemLook

    var body: some View {
        VStack(spacing: look.titleSpacing) {
            item.label
        }
        // Titles share a baseline whatever the icon's height or how the item was written
        // (a Label, or an Image and a Text): the item sits at the bottom of the same box.
        .frame(height: look.iconBox + look.titleSpacing + SystemFontLineMetrics(size: look.titleFont.size).lineHeight, alignment: .bottom)
        .labelStyle(TabItemLabelStyle(look: look))
        .font(look.titleFont)
        .environment(\.tabItemSymbolFont, look.iconFont)
        .imageScale(.large)
        .symbolVariant(.fill)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(look.unselected))
        .overlay(alignment: .top) {
            if let badge = item.badge {
                badge.font(TabBarMetrics.badgeFont).foregroundStyle(Color.white).lineLimit(1)
                    .padding(.horizontal, 5)
                    .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
                    .background(Capsule().fill(Color.red))
                    .alignmentGuide(HorizontalAlignment.center) { $0[.leading] - 6 }
                    .alignmentGuide(VerticalAlignment.top) { $0[.top] + look.iconTop - 2 }
            }
        }
        .padding(.top, look.iconTop)
    }
}
