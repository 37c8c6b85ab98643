/// How menus look, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == MenuStyleConfiguration {
    init<S: MenuStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct MenuStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultMenuStyle()) }

extension EnvironmentValues {
    var menuStyle: AnyStyle<MenuStyleConfiguration> {
        get { self[MenuStyleKey.self] } set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, AnyStyle(style))
    }
}
