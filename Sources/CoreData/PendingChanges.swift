/// The changes a context has not announced yet. Core Data records inserts, updates and deletes
/// as they are made and announces them together when the context processes its pending changes
/// (`processPendingChanges()`, which `save()` calls first): one
/// `NSManagedObjectContextObjectsDidChange` notification whose user info holds the objects under
/// `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey` (Apple's
/// `NSManagedObjectContext` reference, "processPendingChanges()" and "Notifications"). An
/// `NSFetchedResultsController` reports its changes from that notification.
///
/// Apple's contexts also process their changes at the end of each run-loop event. A preview
/// saves or processes them itself (Xcode's templates save after every change), so here that is
/// when they are announced.
struct PendingChanges {
    private(set) var inserted: [NSManagedObject] = []
    private(set) var updated: [NSManagedObject] = []
    private(set) var deleted: [NSManagedObject] = []

    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    mutating func insert(_ object: NSManagedObject) {
        if let index = deleted.firstIndex(where: { $0 === object }) {
            deleted.remove(at: index)
            updated.append(object)
        } else if !inserted.contains(where: { $0 === object }) {
            inserted.append(object)
        }
    }

    /// An object inserted since the last announcement is dropped from it, as if never there.
    mutating func delete(_ object: NSManagedObject) {
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            return
        }
        updated.removeAll { $0 === object }
        if !deleted.contains(where: { $0 === object }) { deleted.append(object) }
    }

    mutating func update(_ object: NSManagedObject) {
        guard !object.isDeleted, !inserted.contains(where: { $0 === object }),
              !updated.contains(where: { $0 === object }) else { return }
        updated.append(object)
    }

    /// The notification's user info: each non-empty set under its key.
    var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [:]
        if !inserted.isEmpty { info[NSInsertedObjectsKey] = Set(inserted) }
        if !updated.isEmpty { info[NSUpdatedObjectsKey] = Set(updated) }
        if !deleted.isEmpty { info[NSDeletedObjectsKey] = Set(deleted) }
        return info
    }
}
