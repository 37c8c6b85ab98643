/// A store a coordinator added (Core Data's `NSPersistentStore`). Every store is in memory
/// here, whatever its type and URL: nothing is read from or written to `url`, so a store starts
/// empty in each process, as Xcode's template makes its preview store (`/dev/null`).
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open var identifier: String!
    open var url: URL?
    open var configurationName: String
    open var options: [AnyHashable: Any]?
    open var isReadOnly = false
    open var metadata: [String: Any]! = [:]
    open private(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The type it was added as.
    var storeType = NSSQLiteStoreType {
        didSet { metadata[NSStoreTypeKey] = storeType }
    }

    public init(persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL,
                options: [AnyHashable: Any]? = nil) {
        persistentStoreCoordinator = root
        configurationName = name ?? "PF_DEFAULT_CONFIGURATION_NAME"
        self.url = url
        self.options = options
        identifier = UUID().uuidString
        super.init()
        metadata = [NSStoreTypeKey: storeType, NSStoreUUIDKey: identifier!]
    }

    /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`…), as it was added.
    open var type: String { storeType }
}
