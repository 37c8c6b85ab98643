/// A query of the store (Apple's documentation of `HKQuery`,
/// https://developer.apple.com/documentation/healthkit/hkquery); run by `HKHealthStore.execute(_:)`,
/// it finds nothing in this store.
open class HKQuery: NSObject, @unchecked Sendable {
    public let objectType: HKObjectType?
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Answers the query's handler from an empty store.
    func run() {}

    /// Samples between two dates (Apple's documentation of `predicateForSamples(withStart:end:options:)`).
    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?,
                                        options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
}
