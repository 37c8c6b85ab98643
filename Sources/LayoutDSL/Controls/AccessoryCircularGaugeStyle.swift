/// The lock-screen circular gauge: an open arc with a dot at the value (`CircularGaugeBody`).
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, capacity: false)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
