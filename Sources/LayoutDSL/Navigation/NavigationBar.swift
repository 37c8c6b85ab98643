/// The bar of the screen on top of a navigation stack: 44 pt under the top safe area, with
/// the back button and leading items at the leading end, trailing items at the trailing end,
/// and the inline title (17 pt semibold, `.headline`) or the principal item centred. Bar items
/// are 17 pt regular (`.body`) in the tint colour, symbols at the large scale, labels as their
/// icon (UIBarButtonItem), at that size whatever the Dynamic Type setting (`barTypeSize`).
///
/// Its background and hairline show once content is under the bar (the standard appearance);
/// at rest the bar is transparent (iOS 15's scroll-edge appearance: "UIKit uses the settings
/// found in standardAppearance, modified to use a transparent background", Apple,
/// `UINavigationBar.scrollEdgeAppearance`).
nonisolated struct NavigationBar: View, Equatable {
    /// Never equal to the last one: the screen record it reads is rebuilt every pass (and a
    /// new record may reuse a freed one's address), so its body always runs again.
    static func == (a: Self, b: Self) -> Bool { false }
    let screen: NavigationScreen
    let back: NavigationBackButton?
    /// The title has scrolled under the bar (or is inline).
    let showsInlineTitle: Bool
    let showsBackground: Bool
    let topInset: CGFloat
    let width: CGFloat
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        let margin = NavigationBarMetrics.margin(width: width)
        let items = screen.rowItems
        let leading = items.filter { $0.placement.slot == .leading }
        let trailing = items.filter { $0.placement.slot == .trailing }
        let showsBack = back != nil && !screen.backButtonHidden
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            Group {
                if showsBack, let back { back.view(showsTitle: !screen.hidesBackTitle) }
                if screen.showsInlineLargeTitle { InlineLargeTitle(screen: screen) }
                ForEach(leading.indices, id: \.self) { item(leading[$0]) }
            }
            .modifier(BarItemEnvironment(height: screen.barHeight))
            NavigationBarTitleSlot(barWidth: width) {
                NavigationBarCenter(screen: screen, showsInlineTitle: showsInlineTitle)
            }
            Group { ForEach(trailing.indices, id: \.self) { item(trailing[$0]) } }
                .modifier(BarItemEnvironment(height: screen.barHeight))
        }
        .padding(.leading, showsBack ? NavigationBarMetrics.backButtonLeading : margin)
        .padding(.trailing, margin)
        .coordinateSpace(name: NavigationBarRowSpace())
        .barItemText()
        .frame(width: width, height: screen.barHeight)
        .padding(.bottom, screen.titleRowExtra)
        .padding(.top, topInset)
        .background {
            if showsBackground {
                Rectangle().fill(screen.barBackground ?? AnyShapeStyle(NavigationBarMetrics.background))
                    .overlay(alignment: .bottom) {
                        Rectangle().fill(NavigationBarMetrics.hairline).frame(height: pixelLength)
                    }
            }
        }
        .modifier(OptionalColorScheme(scheme: screen.barColorScheme))
        .preference(key: StatusBarColorSchemeKey.self, value: screen.barColorScheme)
    }

    @ViewBuilder private func item(_ entry: ToolbarEntry) -> some View {
        if entry.confirms { entry.content.fontWeight(.semibold) } else { entry.content }
    }
}

/// What a bar shows in its middle: the principal item, else, once shown, the inline title (17 pt
/// semibold, `.headline`), or the title's menu button. Under an iPad's floating tab bar, which
/// takes the middle of the navigation bar's row, there is no inline title, nor beside a large
/// title in the row (`InlineLargeTitle`).
nonisolated struct NavigationBarCenter: View {
    let screen: NavigationScreen
    let showsInlineTitle: Bool
    @Environment(\.tabBarPlacement) private var tabBarPlacement

    var body: some View {
        let items = screen.rowItems
        if let principal = items.last(where: { $0.placement.slot == .principal }) {
            principal.content
        } else if showsInlineTitle, !screen.showsInlineLargeTitle, tabBarPlacement != .topBar, let title = screen.shownTitle {
            // A `.title` toolbar item's view in the title's place, in its style.
            let titleView = (screen.titleAreaItem(.title) ?? AnyView(title)).font(.headline).lineLimit(1)
            if let titleMenu = items.last(where: { $0.placement.slot == .titleMenu }) {
                NavigationTitleMenuButton(title: title, menu: titleMenu.content)
            } else if let subtitle = screen.subtitle(large: false) {
                // Both centred, each baseline where `NavigationBarMetrics` puts it in the bar's row.
                ZStack {
                    titleView
                        .alignmentGuide(.top) { $0[.firstTextBaseline] - NavigationBarMetrics.glassInlineTitleBaselineWithSubtitle }
                        .frame(height: screen.barHeight, alignment: .top)
                    subtitle
                        .alignmentGuide(.top) { $0[.firstTextBaseline] - NavigationBarMetrics.glassInlineSubtitleBaseline }
                        .frame(height: screen.barHeight, alignment: .top)
                }
            } else {
                titleView
            }
        }
    }
}

/// What a bar's items are drawn with, and not its title: labels show their icon only
/// (`Button("Save", systemImage: "bookmark")`, `ShareLink`), as UIBarButtonItem shows an image (an
/// item may ask for its title), and buttons take the row's height.
nonisolated struct BarItemEnvironment: ViewModifier {
    let height: CGFloat

    func body(content: Content) -> some View {
        content.labelStyle(IconOnlyLabelStyle()).environment(\.barButtonHeight, height)
    }
}

nonisolated extension View {
    /// Bar items' text: 17 pt (`.body`), symbols at the large scale, at that size whatever the
    /// Dynamic Type setting (`NavigationBarMetrics.barTypeSize`).
    func barItemText() -> some View {
        font(.body).imageScale(.large).dynamicTypeSize(NavigationBarMetrics.barTypeSize)
    }
}

/// `toolbarColorScheme`: the bar's content in the scheme asked for, when one is.
nonisolated struct OptionalColorScheme: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}
