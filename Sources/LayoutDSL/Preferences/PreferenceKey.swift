/// A value that flows up the view tree from the views that set it to the ancestors that read it.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the next value (in view-tree order) into the accumulated one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    static var name: String { String(reflecting: Self.self) }
    static func reduceErased(_ value: inout Any, _ next: Any) {
        var typed = value as! Value
        reduce(value: &typed, nextValue: { next as! Value })
        value = typed
    }
}

/// The preference values a subtree produced, by key.
///
/// SwiftUI's rules, which real code depends on: a value set by exactly one view passes up
/// unchanged, without a `reduce` call; views that set no value take no part in `reduce`
/// (so a key whose `reduce` does nothing still delivers a single child's value); several
/// values are combined in tree order, starting from the first one set.
public struct PreferenceValues {
    struct Entry {
        var value: Any
        let key: any PreferenceKey.Type
    }
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    init() {}

    public subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    func contains<K: PreferenceKey>(_ key: K.Type) -> Bool { entries[ObjectIdentifier(key)] != nil }

    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value, key: key)
    }

    /// Appends the values of a later sibling subtree.
    mutating func merge(_ next: PreferenceValues) {
        if entries.isEmpty { entries = next.entries; return }
        for (id, entry) in next.entries {
            if var existing = entries[id] {
                entry.key.reduceErased(&existing.value, entry.value)
                entries[id] = existing
            } else {
                entries[id] = entry
            }
        }
    }
}
