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
    /// `toolbarBackground(.visible, for:)`).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        let navigation = bars.contains { $0.bar == .navigationBar }
        return modifier(NavigationScreenModifier { if navigation { $0.barBackground = style } })
    }

    /// `.visible` shows the bar's background even at rest; `.hidden` never shows it.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigation = bars.contains { $0.bar == .navigationBar }
        return modifier(NavigationScreenModifier { if navigation { $0.barBackgroundVisibility = visibility } })
    }

    /// The scheme the bar's title and items draw in (light text on a dark background).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let navigation = bars.contains { $0.bar == .navigationBar }
        return modifier(NavigationScreenModifier { if navigation { $0.barColorScheme = colorScheme } })
    }
}
