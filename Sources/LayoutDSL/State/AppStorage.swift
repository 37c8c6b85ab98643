/// A value in the host's app storage under a key (SwiftUI's `@AppStorage`, which reads
/// UserDefaults): the declared value until something is stored; writes re-evaluate every view
/// reading the key. Every initializer of SwiftUI's: Bool, Int, Double, String, URL, Data, Date and
/// `RawRepresentable` values with Int or String raw values, and their optional forms.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let initial: Value
    let encode: (Value) -> Any?
    let decode: (Any?) -> Value?
    let defaults: UserDefaults?
    let box = StorageBox()

    init(key: String, initial: Value, store: UserDefaults?, encode: @escaping (Value) -> Any?, decode: @escaping (Any?) -> Value?) {
        self.key = key; self.initial = initial; self.defaults = store; self.encode = encode; self.decode = decode
    }

    public var wrappedValue: Value {
        get { decode(box.read(key)) ?? initial }
        nonmutating set { box.write(encode(newValue), key) }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// Where a storage property reads and writes once installed: the host's store, or the
/// `UserDefaults` of `.defaultAppStorage(_:)` / the initializer's `store:`.
final class StorageBox {
    var store: StorageStore?
    var defaults: UserDefaults?

    func read(_ key: String) -> Any? { defaults?.object(forKey: key) ?? store?[key] }

    func write(_ value: Any?, _ key: String) {
        if let defaults {
            defaults.set(value, forKey: key)
            store?.changed(key)
        } else {
            store?[key] = value
        }
    }
}

extension AppStorage: InstallableProperty {
    func install(at site: InstallSite) {
        box.store = site.graph.appStorage
        box.defaults = defaults ?? site.environment.defaultAppStorage
        if defaults == nil {
            // The store comes from the environment: a body cached with one store must run again with another.
            let chosen = box.defaults
            site.graph.bodies.recordRead { $0.defaultAppStorage === chosen }
        }
        site.graph.appStorage.read(key, by: site.view)
    }
}

extension AppStorage {
    private init(plain value: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, initial: value, store: store, encode: { $0 }, decode: { StoredValue.decode($0, as: Value.self) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(plain: wrappedValue, key, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// A date, stored as one (a seeded string is read as ISO 8601).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(plain: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue, store: store, encode: { $0.rawValue },
                  decode: { StoredValue.decode($0, as: Int.self).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue, store: store, encode: { $0.rawValue },
                  decode: { StoredValue.decode($0, as: String.self).flatMap(Value.init(rawValue:)) })
    }

    private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
        self.init(key: key, initial: nil, store: store, encode: { $0 }, decode: { StoredValue.decode($0, as: Wrapped.self) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, store: store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(optional: key, store: store) }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, initial: nil, store: store, encode: { $0?.rawValue },
                  decode: { StoredValue.decode($0, as: String.self).flatMap(R.init(rawValue:)) })
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, initial: nil, store: store, encode: { $0?.rawValue },
                  decode: { StoredValue.decode($0, as: Int.self).flatMap(R.init(rawValue:)) })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey { static let defaultValue: UserDefaults? = nil }

extension EnvironmentValues {
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] } set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// `@AppStorage` below reads and writes `store` instead of the host's own store.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { environment(\.defaultAppStorage, store) }
}

extension Scene {
    /// `@AppStorage` in this scene's views reads and writes `store` instead of the host's own
    /// (https://developer.apple.com/documentation/swiftui/scene/defaultappstorage(_:)).
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene { environment(\.defaultAppStorage, store) }
}
