/// A measured quantity over a time (Apple's documentation of `HKQuantitySample`).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity

    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        super.init(sampleType: quantityType, startDate: startDate, endDate: endDate)
    }
}
