/// Where an app inserts, changes, fetches, deletes and saves objects (Core Data's
/// `NSManagedObjectContext`).
///
/// A context holds its own objects: the same saved row is one object in each context that
/// fetched it, with one `objectID`. Changes are the context's until it saves: its fetches see
/// them (as `includesPendingChanges` does by default), other contexts do not. A save writes
/// them to the coordinator's in-memory store (or, for a child context, into its parent), and
/// the coordinator's other contexts that `automaticallyMergesChangesFromParent` take them into
/// the objects they hold. Deleting an object applies its relationships' delete rules at once.
///
/// Queues: `perform` and `performAndWait` run their block on the caller's thread before they
/// return, whatever the concurrency type, so a preview's background work is done when it draws.
///
/// `@unchecked Sendable` as Apple declares it: a context is used through `perform`, which here
/// runs on the caller's thread.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var name: String?
    open var transactionAuthor: String?
    /// Whether saves of the coordinator's other contexts (or of the parent) are merged into this
    /// context's objects as they happen.
    open var automaticallyMergesChangesFromParent = false
    /// An `NSMergePolicy`, or one of Apple's `NSMergeByPropertyObjectTrumpMergePolicy`-style values.
    open var mergePolicy: Any = NSErrorMergePolicy
    open var undoManager: UndoManager?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var propagatesDeletesAtEndOfEvent = true
    open var retainsRegisteredObjects = false
    open var userInfo = NSMutableDictionary()

    private var coordinator: NSPersistentStoreCoordinator?
    /// The parent context, for a child context: its saves go there.
    open var parent: NSManagedObjectContext? {
        didSet { parent?.children.append { [weak self] in self } }
    }
    var children: [() -> NSManagedObjectContext?] = []

    /// The objects the context holds, by ID.
    var registered: [NSManagedObjectID: NSManagedObject] = [:]
    /// Changes since the last save, in the order they were made.
    var inserted: [NSManagedObject] = []
    var updated: [NSManagedObject] = []
    var deleted: [NSManagedObject] = []
    /// Changes not yet announced (see `processPendingChanges()`).
    var unprocessed = PendingChanges()
    /// The rows of a context with neither coordinator nor parent.
    private lazy var ownRows = StoreRows()

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
    }

    /// The coordinator the context's root saves to (a child context's is its parent's).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { coordinator ?? parent?.persistentStoreCoordinator }
        set {
            coordinator = newValue
            newValue?.register(self)
        }
    }

    /// The store rows every context of the coordinator shares.
    var rows: StoreRows { persistentStoreCoordinator?.rows ?? parent?.rows ?? ownRows }

    // MARK: Objects

    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }

    /// Whether objects were inserted, changed or deleted since the last save.
    open var hasChanges: Bool {
        rows.track()
        return !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty
    }

    /// Registers a new object with the context; the first insertion calls `awakeFromInsert()`.
    open func insert(_ object: NSManagedObject) {
        if object.managedObjectContext === self {
            guard object.isDeleted else { return }
            // Inserting a deleted object takes the deletion back.
            object.isDeleted = false
            deleted.removeAll { $0 === object }
            if !registeredRow(object.objectID) { object.isInserted = true; inserted.append(object) }
            unprocessed.insert(object)
            rows.bump()
            return
        }
        let isNew = object.managedObjectContext == nil && !object.isInserted
        object.managedObjectContext = self
        registered[object.objectID] = object
        object.isInserted = true
        inserted.append(object)
        if isNew { object.awakeFromInsert() }
        unprocessed.insert(object)
        rows.bump()
    }

    /// Marks the object deleted: fetches no longer return it, and its relationships' delete
    /// rules run at once (cascade deletes the related objects, nullify takes it out of their
    /// inverse relationship). An object that was inserted and never saved is simply dropped.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.isDeleted else { return }
        object.prepareForDeletion()
        object.isDeleted = true
        if object.isInserted {
            object.isInserted = false
            inserted.removeAll { $0 === object }
        } else {
            updated.removeAll { $0 === object }
            object.isUpdated = false
            deleted.append(object)
        }
        unprocessed.delete(object)
        for (relationship, related) in object.relatedByRelationship() {
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for other in related { delete(other) }
            case .nullifyDeleteRule:
                guard let inverse = relationship.inverseRelationship else { continue }
                for other in related { other.unlink(inverse, from: object) }
            case .denyDeleteRule, .noActionDeleteRule:
                continue
            }
        }
        rows.bump()
    }

    /// The object with the ID in this context, made from the saved row if the context does not
    /// hold it yet. Core Data returns a fault for an ID no store has; here that is a programming error.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = registeredObject(objectID) else {
            fatalError("No object with \(objectID) in this context's stores")
        }
        return object
    }

    /// The object with the ID, made from the saved row if needed; throws when there is none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = registeredObject(objectID), !object.isDeleted else {
            throw NSError(domain: NSCocoaErrorDomain, code: NSManagedObjectReferentialIntegrityError,
                          userInfo: [NSAffectedObjectsErrorKey: [objectID]])
        }
        return object
    }

    /// The object with the ID if the context already holds it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    /// Every ID is permanent from the start here (only `isTemporaryID` changes on save).
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// Announces the changes made since the last call (`PendingChanges`): posts
    /// `NSManagedObjectContextObjectsDidChange` with them, nothing when there are none.
    open func processPendingChanges() {
        guard !unprocessed.isEmpty else { return }
        let changes = unprocessed
        unprocessed = PendingChanges()
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: changes.userInfo)
    }

    // MARK: Internals

    /// The object with the ID: the one the context holds, or one made from the row its parent
    /// or store holds for the ID (`awakeFromFetch()` called); nil when there is no such row.
    func registeredObject(_ id: NSManagedObjectID) -> NSManagedObject? {
        if let object = registered[id] { return object }
        guard let row = baseRow(id) else { return nil }
        let object = row.type.init(entity: row.entity, insertInto: nil)
        object.objectID = id
        object.values = row.values
        object.committedValues = row.values
        object.managedObjectContext = self
        registered[id] = object
        object.awakeFromFetch()
        return object
    }

    /// A value of an object of the context changed: it is updated, unless inserted or deleted.
    func objectDidChange(_ object: NSManagedObject) {
        if !object.isInserted && !object.isDeleted && !object.isUpdated {
            object.isUpdated = true
            updated.append(object)
        }
        unprocessed.update(object)
        rows.bump()
    }

    /// The entity named so in the coordinator's model, or one made from a class of that name.
    func entity(named name: String) -> NSEntityDescription? {
        persistentStoreCoordinator?.managedObjectModel.entitiesByName[name] ?? EntityClasses.shared.inferredEntity(named: name)
    }

    /// The entity of a class's objects in the coordinator's model, or in the process's models, or made from the class.
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
        let entity = persistentStoreCoordinator?.managedObjectModel.entity(for: type) ?? type.entity()
        EntityClasses.shared.record(type, for: entity)
        return entity
    }

    /// Whether the parent or store holds a row for the ID.
    func registeredRow(_ id: NSManagedObjectID) -> Bool { baseRow(id) != nil }

    /// The row the parent (its current state) or the store holds for the ID.
    func baseRow(_ id: NSManagedObjectID) -> StoreRows.Row? {
        if let parent { return parent.currentRow(id) }
        return rows.rows[id]
    }

    /// The IDs the parent (its current state) or the store holds, in order.
    func baseIDs() -> [NSManagedObjectID] { parent?.currentIDs() ?? rows.order }

    /// The IDs of this context's current state: the base's less those deleted here, then those inserted here.
    func currentIDs() -> [NSManagedObjectID] {
        let gone = Set(deleted.map(\.objectID))
        return baseIDs().filter { !gone.contains($0) } + inserted.map(\.objectID)
    }

    /// This context's current row for the ID: its object's values if it holds one, else the base's.
    func currentRow(_ id: NSManagedObjectID) -> StoreRows.Row? {
        guard let object = registered[id] else { return baseRow(id) }
        if object.isDeleted { return nil }
        return StoreRows.Row(entity: object.entity, type: type(of: object), values: object.storedValues())
    }
}
