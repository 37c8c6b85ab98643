/// How progress views look, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultProgressViewStyle()) }

extension EnvironmentValues {
    var progressViewStyle: AnyStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] } set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyStyle(style))
    }
}
