import _FoundationGaps

/// A managed object's values by key, as key-value coding gives them (`KeyValue`): its
/// attributes and relationships, `objectID` and `entity`; in predicates it equals its ID.
extension NSManagedObject: KeyValueCodingObject {
    package func keyValue(forKey key: String) -> Any? {
        switch key {
        case "objectID": objectID
        case "entity": entity
        default: value(forKey: key)
        }
    }

    package var keyValueIdentity: AnyHashable { objectID }
}

extension KeyValue {
    /// Whether a stored value is the same as another (for changed values): equal, or the same objects.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        if let left = lhs as? ManyValues, let right = rhs as? ManyValues { return left.ids == right.ids }
        if let left = lhs as? ManyValues { return left.items.isEmpty && rhs == nil }
        if let right = rhs as? ManyValues { return right.items.isEmpty && lhs == nil }
        return equal(identity(lhs), identity(rhs))
    }
}

/// A relationship's stored value, as a managed object's description shows it.
extension ManyValues: CustomStringConvertible {
    var description: String { "<relationship: \(ids.count) objects>" }
}
