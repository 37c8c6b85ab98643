/// The bar filled to the value in the tint, 8 pt tall (estimate), labels around it
/// (`LinearGaugeBody`).
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, barHeight: 8)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
