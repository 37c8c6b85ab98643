extension NSManagedObjectContext {
    /// The objects of the request's entity (and its subentities) that match its predicate, sorted
    /// by its sort descriptors (then in the order they were first saved or inserted), from
    /// `fetchOffset`, at most `fetchLimit` (0: all), as the request's `resultType` asks: the
    /// objects, their IDs, their attributes as dictionaries, or their count. The context's
    /// unsaved changes are included. A fetch is tracked through Observation (see `StoreRows`).
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try fetchObjects(request)
        switch request.resultType {
        case .managedObjectIDResultType:
            return objects.compactMap { $0.objectID as? T }
        case .dictionaryResultType:
            return objects.compactMap { dictionary($0, request.propertiesToFetch) as? T }
        case .countResultType:
            return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        default:
            return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects `fetch` would return.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetchObjects(request).count
    }

    func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        rows.track()
        guard let entity = request.entity ?? request.entityName.flatMap(entity(named:)) else {
            throw NSError(domain: NSCocoaErrorDomain, code: NSCoreDataError, userInfo: [
                NSLocalizedDescriptionKey: "executeFetchRequest:error: A fetch request must have an entity.",
            ])
        }
        var objects: [NSManagedObject] = []
        for id in currentIDs() {
            guard let object = registeredObject(id), !object.isDeleted else { continue }
            let matches = request.includesSubentities ? object.entity.isKindOf(entity: entity)
                : object.entity === entity || object.entity.name == entity.name
            guard matches else { continue }
            if let predicate = request.predicate, !predicate.evaluate(with: object) { continue }
            objects.append(object)
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = NSSortDescriptor.sorted(objects, by: descriptors)
        }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// An object's attributes as a dictionary result: those named (or described) in
    /// `propertiesToFetch`, all of them when it is nil.
    private func dictionary(_ object: NSManagedObject, _ properties: [Any]?) -> NSDictionary {
        let keys = properties?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            ?? object.entity.attributesByName.keys.sorted()
        let result = NSMutableDictionary()
        for key in keys {
            if let value = object.value(forKeyPath: key) { result[key] = value }
        }
        return result
    }
}
