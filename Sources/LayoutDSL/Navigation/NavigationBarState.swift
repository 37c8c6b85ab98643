/// How the bar looks for how far the content has scrolled under it (points past rest).
///
/// With a large title, the title slides under the bar as content scrolls; once it has gone
/// by its whole 52 pt area the bar shows the inline title and its standard background and
/// hairline (at rest it has the transparent scroll-edge appearance, Apple,
/// `UINavigationBar.scrollEdgeAppearance`). An inline bar shows its title always, and its
/// background as soon as content is under it. The bottom toolbar likewise shows its background
/// only while content is under it: with no `scrollEdgeAppearance` set, "UIKit uses the value of
/// the standardAppearance property, modified to have a transparent background" (Apple's
/// documentation of `UIToolbar.scrollEdgeAppearance`, iOS 15). UIKit animates
/// these changes; a render shows the state at the offset.
struct NavigationBarState: Equatable {
    let showsInlineTitle: Bool
    let showsBackground: Bool
    let showsBottomBackground: Bool

    init(screen: NavigationScreen, scrolled: CGFloat, contentUnderBottomBar: Bool) {
        let epsilon: CGFloat = 0.001
        let titleHeight = NavigationBarMetrics.largeTitleHeight(screen.design)
        let collapsed = screen.showsLargeTitle ? scrolled >= titleHeight - epsilon : scrolled > epsilon
        showsInlineTitle = !screen.showsLargeTitle || collapsed
        switch screen.barBackgroundVisibility {
        case .visible: showsBackground = true
        case .hidden: showsBackground = false
        case .automatic: showsBackground = collapsed
        }
        switch screen.bottomBarBackgroundVisibility {
        case .visible: showsBottomBackground = true
        case .hidden: showsBottomBackground = false
        case .automatic: showsBottomBackground = contentUnderBottomBar
        }
    }
}
