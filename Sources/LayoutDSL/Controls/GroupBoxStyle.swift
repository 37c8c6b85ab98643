/// How group boxes look, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultGroupBoxStyle()) }

extension EnvironmentValues {
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] } set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyStyle(style))
    }
}
