/// The tab bar of a regular-width iPad (iPadOS 18 and later): a capsule centred at the top of
/// the screen, in the navigation bar's row, its tabs as titles only (UIKit's "Elevating your
/// iPad app with a tab bar and sidebar": the bar floats over the content at the top; only
/// pinned tabs show their image), side by side with no gap, the selected one on a capsule of
/// its own in the headline font. iPadOS 18 draws the bar in the system material with a white
/// (light) or `systemFill` (dark) selection casting a soft shadow, the selected title in the
/// tint (white in dark mode) and the others in `label` (`secondaryLabel` in dark mode); iPadOS 26
/// draws it in regular glass, the selection a grey platter as the iPhone's glass bar has, with no
/// shadow. `.sidebarAdaptable` adds the sidebar button before the tabs. Metrics:
/// `FloatingTabBarMetrics`.
nonisolated struct FloatingTabBar: View, Equatable {
    /// Never equal to the last one: its items are views and its actions closures.
    static func == (a: Self, b: Self) -> Bool { false }

    let items: [TabBar.Item]
    let selectedIndex: Int
    let select: (Int) -> Void
    let showsSidebarButton: Bool
    let safeTop: CGFloat
    @Environment(\.systemDesign) private var design
    @Environment(\.colorScheme) private var colorScheme

    private var metrics: FloatingTabBarMetrics { .of(design) }

    var body: some View {
        HStack(spacing: 0) {
            if showsSidebarButton {
                Image(systemName: "sidebar.leading")
                    .font(.body).imageScale(.large)
                    .foregroundStyle(unselected)
                    .padding(.horizontal, metrics.sidebarButtonMargin)
                    .frame(height: metrics.itemHeight)
            }
            // Pinned tabs (search) at the trailing end, as their image ("Elevating your iPad app
            // with a tab bar and sidebar": "Pinned tabs are always visible on the trailing edge,
            // and only show the tab's image").
            ForEach(items.indices.filter { !items[$0].isPinned }, id: \.self) { index in
                item(index)
            }
            ForEach(items.indices.filter { items[$0].isPinned }, id: \.self) { index in
                item(index)
            }
        }
        .lineLimit(1)
        .dynamicTypeSize(NavigationBarMetrics.barTypeSize)
        .padding(metrics.barInset)
        .frame(maxWidth: metrics.maximumWidth)
        .fixedSize()
        .modifier(FloatingTabBarBackground(glass: design == .liquidGlass))
        .padding(.top, safeTop + metrics.barTopBelowSafeTop)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }

    private func item(_ index: Int) -> some View {
        let selected = index == selectedIndex, pinned = items[index].isPinned
        return items[index].label
            .labelStyle(FloatingTabItemLabelStyle(pinned: pinned))
            .font(selected ? metrics.selectedTitleFont : metrics.titleFont)
            .foregroundStyle(selected ? selectedTitle : AnyShapeStyle(unselected))
            .padding(pinned ? metrics.imageMargins : metrics.titleMargins)
            // An image sits in the titles' height, centred.
            .frame(height: pinned ? metrics.itemHeight : nil)
            .background {
                if selected { selection }
            }
            .contentShape(Capsule())
            .onTapGesture { select(index) }
    }

    /// The selected title: the tint; white in iPadOS 18's dark palette.
    private var selectedTitle: AnyShapeStyle {
        design != .liquidGlass && colorScheme == .dark ? AnyShapeStyle(Color.white) : AnyShapeStyle(.tint)
    }

    /// Unselected titles and the sidebar button: `label`; `secondaryLabel` in iPadOS 18's dark palette.
    private var unselected: Color {
        design != .liquidGlass && colorScheme == .dark ? Color(.secondaryLabel) : Color(.label)
    }

    @ViewBuilder private var selection: some View {
        if design == .liquidGlass {
            Capsule().fill(Color(.tertiarySystemFill))
        } else {
            Capsule().fill(colorScheme == .dark ? Color(.systemFill) : Color(.systemBackground))
                .shadow(color: .black.opacity(0.08), radius: 16, y: 2)
        }
    }
}

/// A floating bar's item: its title, or a pinned tab's image at the large scale.
nonisolated private struct FloatingTabItemLabelStyle: LabelStyle {
    let pinned: Bool
    func makeBody(configuration: Configuration) -> some View {
        if pinned { configuration.icon.imageScale(.large) } else { configuration.title }
    }
}

/// The bar's capsule: regular glass in iPadOS 26, the system material in 18 (`systemMaterial`,
/// `UIBlurEffect` style 8, in `_UIFloatingTabBarPlatformMetrics`).
nonisolated private struct FloatingTabBarBackground: ViewModifier {
    let glass: Bool
    func body(content: Content) -> some View {
        if glass { content.glassEffect(.regular, in: Capsule()) } else { content.background(.regularMaterial, in: Capsule()) }
    }
}
