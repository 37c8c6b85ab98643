/// A query for samples (Apple's documentation of `HKSampleQuery`): finds none.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    let handler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        handler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func run() { handler(self, [], nil) }
}
