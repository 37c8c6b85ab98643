/// A container whose stores would mirror to CloudKit (Core Data's `NSPersistentCloudKitContainer`).
/// Nothing is synced here: it is an `NSPersistentContainer` with in-memory stores, and its
/// CloudKit calls succeed without doing anything, as a simulator signed out of iCloud does not sync.
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    /// What to put in the CloudKit schema: accepted; there is no schema to initialize here.
    public struct SchemaInitializationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let dryRun = SchemaInitializationOptions(rawValue: 1 << 1)
        public static let printSchema = SchemaInitializationOptions(rawValue: 1 << 2)
    }

    /// Does nothing: no CloudKit container is reached.
    open func initializeCloudKitSchema(options: SchemaInitializationOptions = []) throws {}

    /// Whether the object's record may be changed: always, nothing being shared.
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canModifyManagedObjects(in store: NSPersistentStore) -> Bool { true }
}
