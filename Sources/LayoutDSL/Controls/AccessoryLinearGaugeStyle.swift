/// The lock-screen accessory bar with a dot at the value instead of a fill, its label in
/// caption type (estimates from iOS 17 lock-screen widgets).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 6, indicator: true).font(.caption)
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
