extension NSManagedObjectContext {
    /// Writes the context's changes to its store (a child context: into its parent) and clears
    /// them. Validation first, as Core Data's: a required attribute or to-one relationship that is
    /// nil fails the save with `NSValidationMissingMandatoryPropertyError` (several failures:
    /// `NSValidationMultipleErrorsError` with the errors under `NSDetailedErrorsKey`), as do the
    /// objects' `validateFor…` methods. Posts `NSManagedObjectContextWillSave`, then
    /// `NSManagedObjectContextDidSave` and `didSaveObjectsNotification` with the saved objects.
    public func save() throws {
        processPendingChanges()
        guard !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        try validateChanges()
        let saved = (inserted: inserted, updated: updated, deleted: deleted)
        for object in saved.inserted + saved.updated + saved.deleted { object.willSave() }
        if let parent {
            parent.absorb(saved)
        } else {
            let store = persistentStoreCoordinator?.persistentStores.first
            for object in saved.inserted + saved.updated {
                rows.write(object.objectID, StoreRows.Row(entity: object.entity, type: type(of: object), values: object.storedValues()))
                object.objectID.isTemporaryID = false
                object.objectID.persistentStore = store
            }
            for object in saved.deleted { rows.remove(object.objectID) }
        }
        for object in saved.inserted + saved.updated {
            object.isInserted = false
            object.isUpdated = false
            object.committedValues = object.values
        }
        for object in saved.deleted {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        inserted.removeAll(); updated.removeAll(); deleted.removeAll()
        for object in saved.inserted + saved.updated + saved.deleted { object.didSave() }
        let info: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(saved.inserted), NSUpdatedObjectsKey: Set(saved.updated),
                                        NSDeletedObjectsKey: Set(saved.deleted)]
        let notification = Notification(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(notification)
        NotificationCenter.default.post(name: NSManagedObjectContext.didSaveObjectsNotification, object: self, userInfo: info)
        if parent == nil { persistentStoreCoordinator?.contextDidSave(self, notification) }
        for child in children.compactMap({ $0() }) where child.automaticallyMergesChangesFromParent {
            child.mergeChanges(fromContextDidSave: notification)
        }
        rows.bump()
    }

    /// Takes back every change since the last save: inserted objects leave the context, changed
    /// and deleted ones get their saved values back.
    public func rollback() {
        for object in inserted {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
            object.isInserted = false
        }
        for object in updated + deleted {
            object.values = object.committedValues
            object.isUpdated = false
            object.isDeleted = false
        }
        for object in registered.values where object.isDeleted {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        inserted.removeAll(); updated.removeAll(); deleted.removeAll()
        unprocessed = PendingChanges()
        rows.bump()
    }

    /// Forgets every object the context holds, and its changes.
    public func reset() {
        for object in registered.values { object.managedObjectContext = nil }
        registered.removeAll()
        inserted.removeAll(); updated.removeAll(); deleted.removeAll()
        unprocessed = PendingChanges()
        rows.bump()
    }

    /// Gives the object its saved values: with `flag`, only those this context did not change.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.managedObjectContext === self, let row = baseRow(object.objectID) else { return }
        merge(row, into: object, keepingChanges: flag)
        if !flag {
            object.isUpdated = false
            updated.removeAll { $0 === object }
        }
        rows.bump()
    }

    /// Refreshes every object, keeping this context's changes.
    public func refreshAllObjects() {
        for object in Array(registered.values) where !object.isInserted { refresh(object, mergeChanges: true) }
    }

    /// Takes another context's save into this context's objects: updated objects get the saved
    /// values (those this context changed too stay this context's, unless the merge policy is
    /// `mergeByPropertyStoreTrump`), deleted objects leave it. Inserted objects are found by the
    /// next fetch. Posts `NSManagedObjectContextObjectsDidChange`.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        let keepChanges = !((mergePolicy as? NSMergePolicy)?.storeTrumps ?? false)
        var refreshed: Set<NSManagedObject> = [], invalidated: Set<NSManagedObject> = []
        for saved in info[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [] {
            guard let object = registered[saved.objectID], object !== saved, let row = baseRow(saved.objectID) else { continue }
            merge(row, into: object, keepingChanges: keepChanges)
            refreshed.insert(object)
        }
        for saved in info[NSDeletedObjectsKey] as? Set<NSManagedObject> ?? [] {
            guard let object = registered.removeValue(forKey: saved.objectID), object !== saved else { continue }
            inserted.removeAll { $0 === object }; updated.removeAll { $0 === object }; deleted.removeAll { $0 === object }
            object.managedObjectContext = nil
            invalidated.insert(object)
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self,
                                        userInfo: [NSRefreshedObjectsKey: refreshed, NSInvalidatedObjectsKey: invalidated])
        rows.bump()
    }

    /// Sets the object's values from a row, each a key this context changed kept when `keepingChanges`.
    private func merge(_ row: StoreRows.Row, into object: NSManagedObject, keepingChanges: Bool) {
        let changed = keepingChanges ? Set(object.changedValues().keys) : []
        object.change(recording: false) {
            var values = row.values
            for key in changed { values[key] = object.values[key] }
            object.values = values
            object.committedValues = row.values
        }
    }

    /// A child's save: its changes become this context's unsaved changes.
    private func absorb(_ saved: (inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject])) {
        for child in saved.inserted {
            let object = type(of: child).init(entity: child.entity, insertInto: nil)
            object.objectID = child.objectID
            object.values = child.storedValues()
            object.managedObjectContext = self
            registered[object.objectID] = object
            object.isInserted = true
            inserted.append(object)
            unprocessed.insert(object)
        }
        for child in saved.updated {
            guard let object = registeredObject(child.objectID) else { continue }
            object.change { object.values = child.storedValues() }
        }
        for child in saved.deleted {
            if let object = registeredObject(child.objectID) { delete(object) }
        }
    }

    /// The checks of a save, failing as Core Data's validation does.
    private func validateChanges() throws {
        var errors: [NSError] = []
        for object in inserted + updated {
            for (name, attribute) in object.entity.attributesByName.sorted(by: { $0.key < $1.key })
            where !attribute.isOptional && !attribute.isTransient && KeyValue.flattened(object.values[name]) == nil {
                errors.append(missing(name, of: object))
            }
            for (name, relationship) in object.entity.relationshipsByName.sorted(by: { $0.key < $1.key })
            where !relationship.isOptional && !relationship.isToMany && object.resolved(name, ordered: nil) == nil {
                errors.append(missing(name, of: object))
            }
            do {
                try object.isInserted ? object.validateForInsert() : object.validateForUpdate()
            } catch let error as NSError {
                errors.append(error)
            }
        }
        for object in deleted {
            do { try object.validateForDelete() } catch let error as NSError { errors.append(error) }
        }
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 {
            throw NSError(domain: NSCocoaErrorDomain, code: NSValidationMultipleErrorsError, userInfo: [
                NSDetailedErrorsKey: errors, NSLocalizedDescriptionKey: "Multiple validation errors occurred.",
            ])
        }
    }

    private func missing(_ key: String, of object: NSManagedObject) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: NSValidationMissingMandatoryPropertyError, userInfo: [
            NSValidationKeyErrorKey: key, NSValidationObjectErrorKey: object,
            NSLocalizedDescriptionKey: "\(key) is a required value.",
        ])
    }
}
