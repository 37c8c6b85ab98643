/// A value saved with the scene under a key (SwiftUI's `@SceneStorage`): like `@AppStorage`,
/// in a store of the host's own that lives as long as the host (the scene), seeded the same way.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let initial: Value
    let encode: (Value) -> Any?
    let decode: (Any?) -> Value?
    let box = StorageBox()

    public var wrappedValue: Value {
        get { decode(box.read(key)) ?? initial }
        nonmutating set { box.write(encode(newValue), key) }
    }

    public var projectedValue: Binding<Value> { Binding(get: { wrappedValue }, set: { wrappedValue = $0 }) }
}

extension SceneStorage: InstallableProperty {
    func install(at site: InstallSite) {
        box.store = site.graph.sceneStorage
        site.graph.sceneStorage.read(key, by: site.view)
    }
}

extension SceneStorage {
    private init(plain value: Value, _ key: String) {
        self.init(key: key, initial: value, encode: { $0 }, decode: { StoredValue.decode($0, as: Value.self) })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(plain: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue, encode: { $0.rawValue },
                  decode: { StoredValue.decode($0, as: Int.self).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue, encode: { $0.rawValue },
                  decode: { StoredValue.decode($0, as: String.self).flatMap(Value.init(rawValue:)) })
    }
    private init<Wrapped>(optional key: String) where Value == Wrapped? {
        self.init(key: key, initial: nil, encode: { $0 }, decode: { StoredValue.decode($0, as: Wrapped.self) })
    }
    public init(_ key: String) where Value == Bool? { self.init(optional: key) }
    public init(_ key: String) where Value == Int? { self.init(optional: key) }
    public init(_ key: String) where Value == Double? { self.init(optional: key) }
    public init(_ key: String) where Value == String? { self.init(optional: key) }
    public init(_ key: String) where Value == URL? { self.init(optional: key) }
    public init(_ key: String) where Value == Data? { self.init(optional: key) }
    public init(_ key: String) where Value == Date? { self.init(optional: key) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, initial: nil, encode: { $0?.rawValue },
                  decode: { StoredValue.decode($0, as: String.self).flatMap(R.init(rawValue:)) })
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, initial: nil, encode: { $0?.rawValue },
                  decode: { StoredValue.decode($0, as: Int.self).flatMap(R.init(rawValue:)) })
    }
}
