/// The key-value stores behind `@AppStorage` and `@SceneStorage`: each host keeps its own, in
/// memory (a render never reads or writes the machine's defaults), seeded from the command line
/// (`snap render --defaults KEY=VALUE`) or from tests (`ViewHost.appStorage`). A write
/// re-evaluates the views that read the key, as UserDefaults observation does in SwiftUI.
/// `.defaultAppStorage(_:)` puts a `UserDefaults` in its place for a subtree.
public final class StorageStore {
    private var values: [String: Any] = [:]
    private var readers: [String: Set<Int>] = [:]
    weak var graph: ViewGraph?

    init() {}

    public subscript(key: String) -> Any? {
        get { values[key] }
        set {
            values[key] = newValue
            changed(key)
        }
    }

    /// The view at `identity` reads `key` and updates when it changes.
    func read(_ key: String, by identity: Int) { readers[key, default: []].insert(identity) }

    func changed(_ key: String) {
        guard let graph else { return }
        for view in readers[key] ?? [] { graph.bodies.invalidate(view) }
        graph.stateDidChange("storage '\(key)'")
    }
}

/// Converts stored values the way UserDefaults' typed getters do: text seeded from the command
/// line reads as a number or a Boolean where the property wants one.
enum StoredValue {
    static func decode<Value>(_ stored: Any?, as type: Value.Type) -> Value? {
        guard let stored else { return nil }
        if let value = stored as? Value { return value }
        guard let text = stored as? String else { return nil }
        switch type {
        case is Bool.Type, is Bool?.Type:
            return (["true", "yes", "1"].contains(text.lowercased()) ? true
                        : ["false", "no", "0"].contains(text.lowercased()) ? false : nil) as? Value
        case is Int.Type, is Int?.Type: return Int(text) as? Value
        case is Double.Type, is Double?.Type: return Double(text) as? Value
        case is URL.Type, is URL?.Type: return URL(string: text) as? Value
        case is Date.Type, is Date?.Type: return ISO8601DateFormatter().date(from: text) as? Value
        default: return nil
        }
    }
}

extension StoredValue {
    /// A customization (tab view, table columns, toolbar labels) as the stores keep it: its JSON
    /// encoding, data that `UserDefaults` holds as it holds any `Data`.
    static func encodeJSON<Value: Encodable>(_ value: Value) -> Any? { try? JSONEncoder().encode(value) }

    static func decodeJSON<Value: Decodable>(_ stored: Any?, as type: Value.Type) -> Value? {
        (stored as? Data).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
    }
}
