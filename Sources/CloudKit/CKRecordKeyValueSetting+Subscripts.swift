extension CKRecordKeyValueSetting {
    public subscript(key: String) -> (any __CKRecordObjCValue)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The field as `T`, nil when it is unset or of another type (`let title: String? = record["title"]`).
    public subscript<T: CKRecordValueProtocol>(key: String) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue.map { $0 as? any __CKRecordObjCValue } ?? nil, forKey: key) }
    }
}

/// A record's fields, in the order first set, with the keys changed since the record was made.
final class CKRecordFields {
    private(set) var keys: [String] = []
    private var values: [String: any __CKRecordObjCValue] = [:]
    private(set) var changed: [String] = []

    func object(forKey key: String) -> (any __CKRecordObjCValue)? { values[key] }

    func set(_ object: (any __CKRecordObjCValue)?, forKey key: String) {
        if values[key] == nil, object != nil { keys.append(key) }
        if object == nil { keys.removeAll { $0 == key } }
        values[key] = object
        if !changed.contains(key) { changed.append(key) }
    }

    func copy() -> CKRecordFields {
        let copy = CKRecordFields()
        copy.keys = keys; copy.values = values; copy.changed = changed
        return copy
    }
}
