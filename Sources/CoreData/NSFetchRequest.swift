/// Which objects a fetch returns, in what order (Core Data's `NSFetchRequest`):
///
///     let request = NSFetchRequest<Item>(entityName: "Item")
///     request.predicate = NSPredicate(format: "timestamp > %@", cutoff as NSDate)
///     request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
///
/// Apple constrains `ResultType` to `NSFetchRequestResult`; see there why it is not here.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    /// The entity, when set directly; else the one named `entityName` in the context's model.
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many results; 0 for no limit.
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesSubentities = true
    /// Accepted; unsaved changes are always included.
    open var includesPendingChanges = true
    /// Accepted; objects are never faults here.
    open var returnsObjectsAsFaults = true
    open var includesPropertyValues = true
    open var shouldRefreshRefetchedObjects = false
    open var returnsDistinctResults = false
    /// The attributes a dictionary result holds: names or property descriptions.
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var relationshipKeyPathsForPrefetching: [String]?
    open var havingPredicate: NSPredicate?

    public override init() {}

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Runs the request in the context of the `perform` block around the call, as Core Data does.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.performing else {
            throw NSError(domain: NSCocoaErrorDomain, code: NSCoreDataError, userInfo: [
                NSLocalizedDescriptionKey: "execute() must be called in a context's perform block",
            ])
        }
        return try context.fetch(self)
    }

    open override func copy(with zone: NSZone? = nil) -> Any { copied(as: ResultType.self) }

    /// The same request with its results typed `T` (what a copy is, and what an
    /// `NSFetchedResultsController` shows its delegate, typed `NSFetchRequestResult`).
    func copied<T>(as type: T.Type) -> NSFetchRequest<T> {
        let copy = NSFetchRequest<T>()
        copy.entityName = entityName; copy.entity = entity; copy.predicate = predicate; copy.sortDescriptors = sortDescriptors
        copy.fetchLimit = fetchLimit; copy.fetchOffset = fetchOffset; copy.fetchBatchSize = fetchBatchSize
        copy.resultType = resultType; copy.includesSubentities = includesSubentities
        copy.includesPendingChanges = includesPendingChanges; copy.returnsObjectsAsFaults = returnsObjectsAsFaults
        copy.propertiesToFetch = propertiesToFetch; copy.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
        copy.affectedStores = affectedStores
        return copy
    }

    open override var description: String {
        "<NSFetchRequest: entity: \(entityName ?? entity?.name ?? "nil") predicate: (\(predicate.map { "\($0)" } ?? "nil")); " +
            "sortDescriptors: (\(sortDescriptors.map { "\($0)" } ?? "nil")); limit: \(fetchLimit)>"
    }
}
