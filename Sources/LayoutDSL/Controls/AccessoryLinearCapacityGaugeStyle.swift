/// The lock-screen accessory bar: as `.linearCapacity`, 6 pt tall, its label in caption type
/// (estimates from iOS 17 lock-screen widgets).
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 6).font(.caption)
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
