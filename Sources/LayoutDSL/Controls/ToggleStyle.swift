/// How toggles draw and flip, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultToggleStyle()) }

extension EnvironmentValues {
    var toggleStyle: AnyStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyStyle(style))
    }
}
