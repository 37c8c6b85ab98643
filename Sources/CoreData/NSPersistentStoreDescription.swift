/// How a container adds a store (Core Data's `NSPersistentStoreDescription`). Its settings are
/// kept as given; the store is in memory whatever they say (see `NSPersistentStore`). Xcode's
/// template sets `url` to `/dev/null` for its preview store, which is what every store is here.
open class NSPersistentStoreDescription: NSObject, NSCopying, @unchecked Sendable {
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var url: URL?
    open private(set) var options: [String: NSObject] = [:]
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    /// The CloudKit container a `NSPersistentCloudKitContainer`'s store would mirror to: kept, never synced.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public override init() {}

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.type = type; copy.configuration = configuration; copy.url = url; copy.options = options
        copy.isReadOnly = isReadOnly; copy.timeout = timeout; copy.sqlitePragmas = sqlitePragmas
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
        copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
        copy.cloudKitContainerOptions = cloudKitContainerOptions
        return copy
    }

    open override var description: String {
        "<NSPersistentStoreDescription: \(url?.absoluteString ?? "nil")> (type: \(type), url: \(url?.absoluteString ?? "nil"))"
    }
}
