/// How control groups look, as SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
    init<S: ControlGroupStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(AutomaticControlGroupStyle()) }

extension EnvironmentValues {
    var controlGroupStyle: AnyStyle<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] } set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, AnyStyle(style))
    }
}
