/// The objects of a to-many relationship as an object holds them: in order, each the object
/// itself or, until first read in the holder's context, its ID.
struct ManyValues {
    var items: [AnyObject]
    var isOrdered: Bool

    init(_ objects: [NSManagedObject], isOrdered: Bool) {
        items = objects
        self.isOrdered = isOrdered
    }

    init(ids: [NSManagedObjectID], isOrdered: Bool) {
        items = ids
        self.isOrdered = isOrdered
    }

    /// The objects of a collection (`NSSet`, `NSOrderedSet`, a Swift array or set of objects);
    /// nil for any other value, or a collection holding anything but managed objects.
    init?(_ value: Any?) {
        let elements: [Any]
        switch value {
        case let set as NSOrderedSet: elements = set.array; isOrdered = true
        case let set as NSSet: elements = set.allObjects; isOrdered = false
        case let array as [NSManagedObject]: elements = array; isOrdered = true
        case let set as Set<NSManagedObject>: elements = Array(set); isOrdered = false
        default: return nil
        }
        let objects = elements.compactMap { $0 as? NSManagedObject }
        guard objects.count == elements.count else { return nil }
        var seen = Set<ObjectIdentifier>()
        items = objects.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    var ids: [NSManagedObjectID] {
        items.compactMap { ($0 as? NSManagedObject)?.objectID ?? $0 as? NSManagedObjectID }
    }

    /// The objects, IDs resolved in `context` (those it cannot resolve are left out).
    func objects(in context: NSManagedObjectContext?) -> [NSManagedObject] {
        items.compactMap { item in
            if let object = item as? NSManagedObject { return object }
            guard let id = item as? NSManagedObjectID else { return nil }
            return context?.registeredObject(id)
        }
    }
}
