/// How gauges look, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultGaugeStyle()) }

extension EnvironmentValues {
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyStyle(style))
    }
}
