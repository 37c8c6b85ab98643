/// The bars around a navigation screen's content: the navigation bar at the top (unless
/// hidden) and the bottom toolbar when items are placed there.
nonisolated struct NavigationChrome: View, Equatable {
    /// Never equal to the last one: the screen record it reads is rebuilt every pass (and a
    /// new record may reuse a freed one's address), so its body always runs again.
    static func == (a: Self, b: Self) -> Bool { false }
    let screen: NavigationScreen
    let back: NavigationBackButton?
    let state: NavigationBarState
    let insets: EdgeInsets
    let size: CGSize
    @Environment(\.systemDesign) private var design

    var body: some View {
        let bottomItems = screen.barItems.filter { $0.placement.slot == .bottom }
        VStack(spacing: 0) {
            if screen.showsBar {
                if design == .liquidGlass {
                    GlassNavigationBar(screen: screen, back: back, showsInlineTitle: state.showsInlineTitle,
                                       showsBackground: state.showsBackground, topInset: insets.top, width: size.width)
                } else {
                    NavigationBar(screen: screen, back: back, showsInlineTitle: state.showsInlineTitle,
                                  showsBackground: state.showsBackground, topInset: insets.top, width: size.width)
                }
            }
            Spacer(minLength: 0)
            if !bottomItems.isEmpty {
                if design == .liquidGlass {
                    GlassBottomToolbar(items: bottomItems, bottomInset: insets.bottom, width: size.width,
                                       showsBackground: state.showsBottomBackground, background: screen.bottomBarBackground)
                } else {
                    BottomToolbar(items: bottomItems, bottomInset: insets.bottom, width: size.width,
                                  showsBackground: state.showsBottomBackground, background: screen.bottomBarBackground)
                }
            }
        }
        .frame(width: size.width, height: size.height)
    }
}
