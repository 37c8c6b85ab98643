// The notifications a context posts, under Apple's names and raw values
// (`NSManagedObjectContext.h`), and the keys of their user info.
extension NSNotification.Name {
    /// Before a save, with the context as object.
    public static let NSManagedObjectContextWillSave = NSNotification.Name("NSManagedObjectContextWillSaveNotification")
    /// After a save, with the inserted, updated and deleted objects under `NSInsertedObjectsKey`…
    public static let NSManagedObjectContextDidSave = NSNotification.Name("NSManagedObjectContextDidSaveNotification")
    /// After a merge, with the refreshed and invalidated objects.
    public static let NSManagedObjectContextObjectsDidChange = NSNotification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveObjectsNotification")
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    public static let didChangeObjectsNotification = Notification.Name("NSObjectsChangedInManagingContextNotification")
    public static let didSaveObjectIDsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
    public static let didMergeChangesObjectIDsNotification = Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")

    /// The keys of the notifications' user info.
    public enum NotificationKey: String, Sendable {
        case sourceContext = "managedObjectContext"
        case queryGeneration = "NSQueryGeneration"
        case invalidatedAllObjects = "invalidatedAll"
        case insertedObjects = "inserted"
        case updatedObjects = "updated"
        case deletedObjects = "deleted"
        case refreshedObjects = "refreshed"
        case invalidatedObjects = "invalidated"
        case insertedObjectIDs = "inserted_objectIDs"
        case updatedObjectIDs = "updated_objectIDs"
        case deletedObjectIDs = "deleted_objectIDs"
        case refreshedObjectIDs = "refreshed_objectIDs"
        case invalidatedObjectIDs = "invalidated_objectIDs"
    }
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"
