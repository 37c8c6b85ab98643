/// The model and the stores its contexts save to (Core Data's `NSPersistentStoreCoordinator`).
/// Its stores are in memory and share one set of rows (`StoreRows`): a context's save writes
/// them, and the coordinator's other contexts read what was saved, merging it into the objects
/// they hold when they `automaticallyMergesChangesFromParent`.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    open var name: String?
    let rows = StoreRows()
    /// The contexts whose parent is the coordinator, for merging saves.
    private var contexts: [() -> NSManagedObjectContext?] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        LoadedModels.shared.add(model)
    }

    /// Adds an in-memory store, whatever the type and URL (see `NSPersistentStore`).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(persistentStoreCoordinator: self, configurationName: configuration,
                                      at: storeURL ?? URL(fileURLWithPath: "/dev/null"), options: options)
        store.storeType = storeType
        persistentStores.append(store)
        return store
    }

    /// Adds the store a description describes, and calls `block` with it at once.
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        do {
            let store = try addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration,
                                               at: storeDescription.url, options: storeDescription.options)
            store.isReadOnly = storeDescription.isReadOnly
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    open func persistentStore(for URL: URL) -> NSPersistentStore? { persistentStores.first { $0.url == URL } }

    open func remove(_ store: NSPersistentStore) throws {
        persistentStores.removeAll { $0 === store }
    }

    /// Empties the stores: every saved object is gone.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        rows.removeAll()
    }

    func register(_ context: NSManagedObjectContext) { contexts.append { [weak context] in context } }

    /// A context saved: the coordinator's other contexts that merge automatically take the changes.
    func contextDidSave(_ context: NSManagedObjectContext, _ notification: Notification) {
        for other in contexts.compactMap({ $0() }) where other !== context && other.automaticallyMergesChangesFromParent {
            other.mergeChanges(fromContextDidSave: notification)
        }
    }
}
