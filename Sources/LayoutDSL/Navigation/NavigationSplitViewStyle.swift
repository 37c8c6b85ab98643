/// How a `NavigationSplitView` arranges its columns (Apple's documentation of
/// `NavigationSplitViewStyle`). The configuration is opaque, as SwiftUI's (no public members):
/// a style draws the split view it is given. The system's three styles draw it as this engine
/// lays it out: side by side in a regular width, collapsed into one stack in a compact one, where
/// the three are the same on an iPhone. `.balanced` shrinks the detail to make room for the
/// leading columns and `.prominentDetail` keeps the detail's size; with every column shown side by
/// side, as a render shows them, the difference is the iPad's sidebar sliding over the detail,
/// which this engine does not draw.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The split view a style draws: its columns, laid out.
public struct NavigationSplitViewStyleConfiguration {
    let columns: AnyView
}

extension NavigationSplitViewStyleConfiguration {
    /// The columns as the split view lays them out.
    nonisolated struct Columns: View {
        let configuration: NavigationSplitViewStyleConfiguration
        var body: some View { configuration.columns }
    }
}

nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Configuration.Columns(configuration: configuration) }
}

nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Configuration.Columns(configuration: configuration) }
}

nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Configuration.Columns(configuration: configuration) }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension AnyStyle where Configuration == NavigationSplitViewStyleConfiguration {
    init<S: NavigationSplitViewStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle(AutomaticNavigationSplitViewStyle())
}

extension EnvironmentValues {
    var navigationSplitViewStyle: AnyStyle<NavigationSplitViewStyleConfiguration> {
        get { self[NavigationSplitViewStyleKey.self] } set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the split views inside.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyle, AnyStyle(style))
    }
}
