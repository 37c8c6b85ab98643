import Synchronization

extension NSObject {
    /// The value at a key path, for the key path of `NSSortDescriptor(key:ascending:)`.
    public subscript(_keyValuePath path: String) -> Any? { KeyValue.value(of: self, atPath: path) }
}

/// The key each key-based descriptor's key path stands for, since a key path does not say.
final class SortKeys: Sendable {
    static let shared = SortKeys()
    private struct Keys: @unchecked Sendable { var byPath: [AnyKeyPath: String] = [:] }
    private let keys = Mutex(Keys())

    func record(_ keyPath: AnyKeyPath, _ key: String) { keys.withLock { $0.byPath[keyPath] = key } }
    func key(of keyPath: AnyKeyPath) -> String? { keys.withLock { $0.byPath[keyPath] } }
}
