/// A bar that `toolbar(_:for:)`, `toolbarBackground` and `toolbarColorScheme` address.
/// `.automatic` is the navigation bar on iOS.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, bottomBar, tabBar, window }
    let bar: Bar

    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let windowToolbar = ToolbarPlacement(bar: .window)
}

nonisolated extension View {
    /// `toolbar(.hidden, for: .navigationBar)`: hides the bar (and its large title); for
    /// `.tabBar`, the enclosing tab view's bar while this screen shows.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// iOS 18's name of `toolbar(_:for:)` (Apple's documentation of `toolbarVisibility(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    private func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        modifier(NavigationScreenModifier { screen in
            for placement in bars {
                switch placement.bar {
                case .navigationBar: screen.barVisibility = visibility
                case .tabBar: screen.tabBarVisibility = visibility
                case .bottomBar, .window: break
                }
            }
        })
    }

    /// The bar's background: a style it shows once content is under it (or always, with
    /// `toolbarBackground(.visible, for:)`). The navigation bar reads its screen's record, the
    /// tab bar a preference (`TabBarAppearance`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return barModifiers(bars, navigation: { $0.barBackground = style }, bottomBar: { $0.bottomBarBackground = style },
                            tabBar: { $0.background = style })
    }

    /// `.visible` shows the bar's background even at rest; `.hidden` never shows it.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        backgroundVisibility(visibility, bars)
    }

    /// iOS 18's name of `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        backgroundVisibility(visibility, bars)
    }

    private func backgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        barModifiers(bars, navigation: { $0.barBackgroundVisibility = visibility },
                     bottomBar: { $0.bottomBarBackgroundVisibility = visibility }, tabBar: { $0.backgroundVisibility = visibility })
    }

    /// The scheme the bar's title and items draw in (light text on a dark background).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barModifiers(bars, navigation: { $0.barColorScheme = colorScheme }, bottomBar: { _ in }, tabBar: { $0.colorScheme = colorScheme })
    }

    /// A change to the navigation bar's and the bottom toolbar's record (the screen's) and one to
    /// the tab bar's preference, each made only when its bar is among `bars`.
    private func barModifiers(_ bars: [ToolbarPlacement], navigation: @escaping (NavigationScreen) -> Void,
                              bottomBar: @escaping (NavigationScreen) -> Void,
                              tabBar: @escaping (inout TabBarAppearance) -> Void) -> some View {
        let forNavigation = bars.contains { $0.bar == .navigationBar }, forTabBar = bars.contains { $0.bar == .tabBar }
        let forBottomBar = bars.contains { $0.bar == .bottomBar }
        return modifier(NavigationScreenModifier { screen in
            if forNavigation { navigation(screen) }
            if forBottomBar { bottomBar(screen) }
        })
            .transformPreference(TabBarAppearanceKey.self) { if forTabBar { tabBar(&$0) } }
    }
}
