/// The style gauges take when none is set: on iOS the linear capacity bar (Apple's
/// documentation of `DefaultGaugeStyle`: the platform's default; iOS draws `.linearCapacity`).
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
