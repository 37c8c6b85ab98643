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

/// Apple's store types, as the names of `NSPersistentStoreDescription.type`.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
/// Keys of a store's metadata.
public let NSStoreTypeKey = "NSStoreType"
public let NSStoreUUIDKey = "NSStoreUUID"
/// Options of a store description, kept and not acted on (no store is a file here).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
