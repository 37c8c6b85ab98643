/// Which columns of a split view show. A render shows every column the width allows, as
/// `.automatic` does in portrait on an iPad with a sidebar and detail.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let value: Int
    public static let automatic = NavigationSplitViewVisibility(value: 0)
    public static let all = NavigationSplitViewVisibility(value: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(value: 2)
    public static let detailOnly = NavigationSplitViewVisibility(value: 3)
}

/// `navigationSplitViewStyle(_:)`: `.automatic`, `.balanced` and `.prominentDetail` are
/// accepted; the columns are laid out side by side.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {}
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

nonisolated extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
