/// A statistics query (Apple's documentation of `HKStatisticsQuery`): fails with
/// `HKError.errorNoData`, as iOS answers a query of a type with no samples.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run() { handler(self, nil, HKError(.errorNoData)) }
}
