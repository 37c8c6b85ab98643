/// The lock-screen circular capacity gauge: a ring filled to the value (`CircularGaugeBody`).
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CircularGaugeBody(configuration: configuration, capacity: true)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
