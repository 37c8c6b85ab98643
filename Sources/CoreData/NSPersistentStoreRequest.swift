/// What a context asks of its stores (Core Data's `NSPersistentStoreRequest`): here, fetch requests.
open class NSPersistentStoreRequest: NSObject, NSCopying {
    /// The stores to search; nil for all of them (every store shares its rows here).
    open var affectedStores: [NSPersistentStore]?

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreRequest()
        copy.affectedStores = affectedStores
        return copy
    }
}
