/// An amount in a unit (Apple's documentation of `HKQuantity`).
open class HKQuantity: NSObject, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// The amount in `unit`, converted by the units' factors.
    open func doubleValue(for unit: HKUnit) -> Double { value * self.unit.factor / unit.factor }
    open func `is`(compatibleWith unit: HKUnit) -> Bool { true }
}
