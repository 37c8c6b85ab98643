/// The navigation bar of the Liquid Glass design (iOS 26 and 27 on iPhone), from the facts of
/// docs/reference/ios26-navigation-bar.md: a 44 pt row under the top safe area whose items float
/// on glass platters (`GlassToolbarPiece`, `GlassBarItemMetrics`) 16 pt from the screen's sides (in a
/// sheet, concentric with its corners: `ConcentricBarInset`),
/// the back button a chevron alone on a 44 pt glass circle, the inline title (17 pt semibold, in
/// the label colour) or the principal item centred. The bar has no background at rest (measured:
/// the view's own background shows through, no hairline); once content is under it, a soft scroll
/// edge effect blurs it away toward the top (`GlassScrollEdgeEffect`), in place of iOS 18's material.
nonisolated struct GlassNavigationBar: View, Equatable {
    /// Never equal to the last one: the screen record it reads is rebuilt every pass.
    static func == (a: Self, b: Self) -> Bool { false }
    let screen: NavigationScreen
    let back: NavigationBackButton?
    let showsInlineTitle: Bool
    let showsBackground: Bool
    let topInset: CGFloat
    let width: CGFloat

    var body: some View {
        let items = screen.rowItems
        HStack(spacing: GlassBarItemMetrics.platterSpacing) {
            Group {
                if back != nil, !screen.backButtonHidden, let back {
                    GlassPlatter(look: .glass) { GlassPlatter<EmptyView>.labels(back.chevron, look: .glass) }
                }
                if screen.showsInlineLargeTitle { InlineLargeTitle(screen: screen) }
                GlassToolbarRow(pieces: GlassToolbarPiece.pieces(items.filter { $0.placement.slot == .leading }))
            }
            .modifier(BarItemEnvironment(height: GlassBarItemMetrics.height))
            NavigationBarTitleSlot(barWidth: width) {
                NavigationBarCenter(screen: screen, showsInlineTitle: showsInlineTitle)
            }
            GlassTrailingItems(screen: screen)
                .modifier(BarItemEnvironment(height: GlassBarItemMetrics.height))
        }
        .padding(.horizontal, screen.concentricInset ?? NavigationBarMetrics.margin(width: width))
        .coordinateSpace(name: NavigationBarRowSpace())
        .barItemText()
        .frame(width: width, height: screen.barHeight)
        .padding(.bottom, screen.titleRowExtra)
        .padding(.top, topInset + (screen.concentricInset ?? 0))
        .background {
            if showsBackground {
                if let style = screen.barBackground { Rectangle().fill(style) } else { GlassScrollEdgeEffect(edge: .top) }
            }
        }
        .modifier(OptionalColorScheme(scheme: screen.barColorScheme))
        .preference(key: StatusBarColorSchemeKey.self, value: screen.barColorScheme)
    }
}

/// The trailing items of a Liquid Glass bar's row: all of them while they fit in the room the row
/// leaves them, else as many as fit, those that do not in the overflow menu
/// (`NavigationScreen.trailingOverflowOrder`; "the overflow menu button appears on the trailing edge
/// of the navigation bar … The system also populates the overflow menu with any items that can't
/// fit in the navigation bar due to layout space constraints", Apple's documentation of
/// `UINavigationItem.additionalOverflowItems`). The title gives up its room first (the items are
/// sized before it: `NavigationBarTitleSlot`).
nonisolated struct GlassTrailingItems: View {
    let screen: NavigationScreen

    var body: some View {
        let items = screen.barItems
        let order = NavigationScreen.trailingOverflowOrder(items)
        let rows = (0...order.count).map { count in
            screen.rowItems(of: items, overflowing: Set(order.prefix(count))).filter { $0.placement.slot == .trailing }
        }
        if rows.count == 1 {
            GlassToolbarRow(pieces: GlassToolbarPiece.pieces(rows[0]))
        } else {
            ViewThatFits(in: .horizontal) {
                ForEach(rows.indices, id: \.self) { GlassToolbarRow(pieces: GlassToolbarPiece.pieces(rows[$0])) }
            }
        }
    }
}

/// The soft scroll edge effect under a Liquid Glass bar: "a subtle, blurred boundary between pinned
/// controls and scrolling content" (Apple, `ScrollEdgeEffectStyle.soft`), drawn as the bar material's
/// blur fading out from the screen's edge across the bar's region and 16 pt beyond it (the extent
/// and the fade are estimates: no reference measures them).
nonisolated struct GlassScrollEdgeEffect: View {
    let edge: VerticalEdge
    static let overhang: CGFloat = 16

    var body: some View {
        Rectangle().fill(NavigationBarMetrics.background)
            .mask {
                LinearGradient(colors: [.black, .black, .clear], startPoint: edge == .top ? .top : .bottom,
                               endPoint: edge == .top ? .bottom : .top)
            }
            .padding(edge == .top ? .bottom : .top, -Self.overhang)
    }
}

/// The bottom toolbar of the Liquid Glass design: its items on glass platters grouped as the top
/// bar's (`GlassToolbarPiece`), floating in the band the tab bar takes (62 pt, 21 pt from the
/// screen's sides and bottom; `GlassTabBar`), over a soft scroll edge effect while content is under
/// it ("a list scrolling behind a bottom toolbar on iPhone", Apple's `ScrollEdgeEffectStyle`).
/// The row lies 7 pt inside the band, as the tab bar's compact forms do (`GlassCompactBar`): its
/// search field measured 28 pt from the screen's sides and bottom, 48 pt tall, centred in the band
/// (docs/reference/ios26-navigation-bar.md, "The search field in the bottom toolbar"); the other
/// items keep the bar items' 44 pt platters (an estimate).
nonisolated struct GlassBottomToolbar: View {
    let items: [ToolbarEntry]
    let bottomInset: CGFloat
    let width: CGFloat
    let showsBackground: Bool
    let background: AnyShapeStyle?

    var body: some View {
        GlassToolbarRow(pieces: GlassToolbarPiece.pieces(items))
            .labelStyle(IconOnlyLabelStyle())
            .environment(\.barButtonHeight, GlassBarItemMetrics.height)
            .barItemText()
            .padding(.horizontal, GlassTabBar.sideMargin + GlassCompactBar.inset)
            .frame(width: width, height: GlassTabBar.height, alignment: items.count == 1 ? .center : .leading)
            .padding(.bottom, GlassTabBar.bottomMargin(bottomInset: bottomInset))
            .background {
                if showsBackground {
                    if let background { Rectangle().fill(background) } else { GlassScrollEdgeEffect(edge: .bottom) }
                }
            }
    }
}
