/// A statistics collection query (Apple's documentation of `HKStatisticsCollectionQuery`): its
/// initial results are an empty collection.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func run() { initialResultsHandler?(self, HKStatisticsCollection(), nil) }
}
