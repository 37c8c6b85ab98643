/// Statistics of a quantity (Apple's documentation of `HKStatistics`): of no samples here.
open class HKStatistics: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }

    open func sumQuantity() -> HKQuantity? { nil }
    open func averageQuantity() -> HKQuantity? { nil }
    open func minimumQuantity() -> HKQuantity? { nil }
    open func maximumQuantity() -> HKQuantity? { nil }
    open func mostRecentQuantity() -> HKQuantity? { nil }
}
