import Foundation
import Synchronization

/// iCloud's key-value store (`NSUbiquitousKeyValueStore`), which settings sync through. A preview
/// is signed in to no iCloud account: the store keeps what the process sets, in memory, and
/// never changes from outside (`didChangeExternallyNotification` is never posted).
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    public static let `default` = NSUbiquitousKeyValueStore()
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    public static let changeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
    public static let changedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"

    private let values = Mutex<[String: Any]>([:])

    public init() {}

    open func object(forKey key: String) -> Any? { values.withLock { $0[key] } }
    open func set(_ value: Any?, forKey key: String) { store(value, key) }
    open func removeObject(forKey key: String) { store(nil, key) }
    open func string(forKey key: String) -> String? { object(forKey: key) as? String }
    open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
    open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    open func longLong(forKey key: String) -> Int64 {
        (object(forKey: key) as? NSNumber)?.int64Value ?? object(forKey: key) as? Int64 ?? 0
    }
    open func double(forKey key: String) -> Double {
        (object(forKey: key) as? NSNumber)?.doubleValue ?? object(forKey: key) as? Double ?? 0
    }
    open func bool(forKey key: String) -> Bool { (object(forKey: key) as? NSNumber)?.boolValue ?? object(forKey: key) as? Bool ?? false }
    open func set(_ value: String?, forKey key: String) { store(value, key) }
    open func set(_ value: Data?, forKey key: String) { store(value, key) }
    open func set(_ value: [Any]?, forKey key: String) { store(value, key) }
    open func set(_ value: [String: Any]?, forKey key: String) { store(value, key) }
    open func set(_ value: Int64, forKey key: String) { store(value, key) }
    open func set(_ value: Double, forKey key: String) { store(value, key) }
    open func set(_ value: Bool, forKey key: String) { store(value, key) }
    open var dictionaryRepresentation: [String: Any] { values.withLock { $0 } }
    /// Whether the values were written for upload: always, with nothing to upload to.
    @discardableResult open func synchronize() -> Bool { true }

    private func store(_ value: Any?, _ key: String) { values.withLock { $0[key] = value } }
}
