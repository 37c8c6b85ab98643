/// The style gauges take when none is set: on iOS the linear capacity bar ("the default gauge
/// style depends on the context but, at least on iOS, you get a linear capacity gauge",
/// useyourloaf.com, "SwiftUI Gauges").
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
