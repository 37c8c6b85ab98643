/// How labels arrange their title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultLabelStyle()) }

extension EnvironmentValues {
    var labelStyle: AnyStyle<LabelStyleConfiguration> {
        get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyStyle(style))
    }
}
