/// Relationships kept in step with their inverse, as Core Data keeps them: setting one end
/// changes the other at once (`item.category = food` puts the item in `food.items` and takes it
/// out of its former category's).
extension NSManagedObject {
    /// Sets a relationship to an object, to nil, or (to-many) to a collection of objects.
    func setRelationship(_ relationship: NSRelationshipDescription, to value: Any?) {
        let key = relationship.name
        if relationship.isToMany {
            let old = relatedObjects(key)
            let new = ManyValues(value)?.objects(in: managedObjectContext) ?? []
            change { values[key] = ManyValues(new, isOrdered: relationship.isOrdered) }
            guard let inverse = relationship.inverseRelationship else { return }
            for object in old where !new.contains(where: { $0 === object }) { object.unlink(inverse, from: self) }
            for object in new where !old.contains(where: { $0 === object }) { object.link(inverse, to: self) }
        } else {
            let old = resolved(key, ordered: nil) as? NSManagedObject
            let new = value as? NSManagedObject
            guard old !== new else { return }
            change { values[key] = new }
            guard let inverse = relationship.inverseRelationship else { return }
            old?.unlink(inverse, from: self)
            new?.link(inverse, to: self)
        }
    }

    /// Adds objects to a to-many relationship (at `index`, or at the end), inverses following.
    func insertRelated(_ objects: [NSManagedObject], at index: Int?, forKey key: String) {
        var list = relatedObjects(key)
        let added = objects.filter { object in !list.contains { $0 === object } }
        list.insert(contentsOf: added, at: min(index ?? list.count, list.count))
        replaceRelated(list, forKey: key)
    }

    /// Removes objects from a to-many relationship, inverses following.
    func removeRelated(_ objects: [NSManagedObject], forKey key: String) {
        replaceRelated(relatedObjects(key).filter { object in !objects.contains { $0 === object } }, forKey: key)
    }

    /// Sets a to-many relationship to `objects`, in order.
    func replaceRelated(_ objects: [NSManagedObject], forKey key: String) {
        if let relationship = entity.relationshipsByName[key] {
            setRelationship(relationship, to: NSOrderedSet(array: objects))
        } else {
            let isOrdered = (values[key] as? ManyValues)?.isOrdered ?? false
            change { values[key] = ManyValues(objects, isOrdered: isOrdered) }
        }
    }

    /// This object's end of a relationship whose other end now holds `object`.
    func link(_ relationship: NSRelationshipDescription, to object: NSManagedObject) {
        let key = relationship.name
        if relationship.isToMany {
            var list = relatedObjects(key)
            guard !list.contains(where: { $0 === object }) else { return }
            list.append(object)
            change { values[key] = ManyValues(list, isOrdered: relationship.isOrdered) }
        } else {
            let previous = resolved(key, ordered: nil) as? NSManagedObject
            guard previous !== object else { return }
            change { values[key] = object }
            if let previous, let inverse = relationship.inverseRelationship { previous.unlink(inverse, from: self) }
        }
    }

    /// This object's end of a relationship whose other end no longer holds `object`.
    func unlink(_ relationship: NSRelationshipDescription, from object: NSManagedObject) {
        let key = relationship.name
        if relationship.isToMany {
            let list = relatedObjects(key)
            guard list.contains(where: { $0 === object }) else { return }
            change { values[key] = ManyValues(list.filter { $0 !== object }, isOrdered: relationship.isOrdered) }
        } else if resolved(key, ordered: nil) as? NSManagedObject === object {
            change { values[key] = nil }
        }
    }

    /// The objects every relationship of the object relates it to, by relationship.
    func relatedByRelationship() -> [(NSRelationshipDescription, [NSManagedObject])] {
        entity.relationshipsByName.values.sorted { $0.name < $1.name }.map { relationship in
            (relationship, relationship.isToMany ? relatedObjects(relationship.name)
                : (resolved(relationship.name, ordered: nil) as? NSManagedObject).map { [$0] } ?? [])
        }
    }
}
