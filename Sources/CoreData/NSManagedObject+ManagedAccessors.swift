/// What the accessors of `@NSManaged` (compiled as `@_Managed`, see `ManagedMacro`) call. Public
/// for the expansions in the app's module; underscored, as they are no part of Core Data's API.
extension NSManagedObject {
    /// A property's value as the property's type: nil for an optional without one, zero or
    /// false for a scalar without one (Core Data's scalar accessors read an absent number as 0),
    /// numbers converted between Swift's numeric types and `NSNumber`, a to-many relationship
    /// as an `NSSet` or `NSOrderedSet` as the property declares.
    public func _managedValue<Value>(forKey key: String) -> Value {
        track()
        let ordered: Bool? = Value.self == NSOrderedSet?.self || Value.self == NSOrderedSet.self ? true
            : Value.self == NSSet?.self || Value.self == NSSet.self ? false : nil
        let value = resolved(key, ordered: ordered)
        if let typed = value as? Value { return typed }
        if let converted = KeyValue.converted(value ?? 0, to: Value.self) { return converted }
        if value == nil, let empty = (ordered == true ? NSOrderedSet() : ordered == false ? NSSet() : nil) as? Value { return empty }
        fatalError("\(EntityClasses.className(type(of: self))).\(key) holds \(KeyValue.describe(value)), not a \(Value.self)")
    }

    public func _setManagedValue<Value>(_ value: Value, forKey key: String) {
        setValue(KeyValue.flattened(value), forKey: key)
    }

    /// `addToItems(_:)`: one object, or the objects of an `NSSet` or `NSOrderedSet`.
    public func _addToManyValues(_ value: Any, forKey key: String) {
        insertRelated(Self.objects(value), at: nil, forKey: key)
    }

    /// `removeFromItems(_:)`: one object, or the objects of an `NSSet` or `NSOrderedSet`.
    public func _removeFromManyValues(_ value: Any, forKey key: String) {
        removeRelated(Self.objects(value), forKey: key)
    }

    /// `removeFromItems(at:)` of an ordered relationship: an index or an `NSIndexSet`.
    public func _removeFromManyValues(at index: Any, forKey key: String) {
        let list = relatedObjects(key)
        let indexes = Self.indexes(index)
        replaceRelated(list.enumerated().filter { !indexes.contains($0.offset) }.map(\.element), forKey: key)
    }

    /// `insertIntoItems(_:at:)`: an object at an index, or objects at an `NSIndexSet`'s indexes.
    public func _insertIntoManyValues(_ value: Any, at index: Any, forKey key: String) {
        let objects = Self.objects(value)
        var list = relatedObjects(key).filter { object in !objects.contains { $0 === object } }
        for (object, position) in zip(objects, Self.indexes(index)) { list.insert(object, at: min(position, list.count)) }
        replaceRelated(list, forKey: key)
    }

    /// `replaceItems(at:with:)`: the object at an index, or the objects at an `NSIndexSet`'s indexes.
    public func _replaceManyValues(at index: Any, with value: Any, forKey key: String) {
        var list = relatedObjects(key)
        for (position, object) in zip(Self.indexes(index), Self.objects(value)) where position < list.count {
            list[position] = object
        }
        replaceRelated(list, forKey: key)
    }

    private static func objects(_ value: Any) -> [NSManagedObject] {
        if let object = value as? NSManagedObject { return [object] }
        if let array = value as? [NSManagedObject] { return array }
        return ManyValues(value)?.objects(in: nil) ?? []
    }

    private static func indexes(_ value: Any) -> [Int] {
        switch value {
        case let index as Int: return [index]
        case let set as NSIndexSet: return Array(set as IndexSet)
        case let set as IndexSet: return Array(set)
        default: return []
        }
    }
}
