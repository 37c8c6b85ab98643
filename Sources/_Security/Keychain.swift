import Foundation

/// The process's keychain: the items `SecItemAdd` stores, in memory, as a fresh simulator's
/// keychain is empty when a preview starts. Each item is its attributes by key (`kSecAttr…`,
/// `kSecClass`), its data under `kSecValueData`, and a persistent reference of its own.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    struct Item {
        var attributes: [String: Any]
        let reference = Data(UUID().uuidString.utf8)
    }

    private let lock = NSLock()
    private var items: [Item] = []

    func withItems<T>(_ body: (inout [Item]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&items)
    }
}

/// How the Keychain reads a query (Apple's documentation, "Keychain Services", "Searching for
/// Keychain Items" and `SecItem.h`): its attributes, which an item must all have equal to match;
/// how many matches to take; and what to return of each.
struct KeychainQuery {
    let attributes: [String: Any]
    let limit: Int?
    let returnsData: Bool
    let returnsAttributes: Bool
    let returnsPersistentReference: Bool

    init(_ dictionary: CFDictionary) {
        var all: [String: Any] = [:]
        for (key, value) in dictionary { if let key = key as? String { all[key] = value } }
        func flag(_ key: CFString) -> Bool { (all[key as String] as? Bool) ?? false }
        returnsData = flag(kSecReturnData)
        returnsAttributes = flag(kSecReturnAttributes)
        returnsPersistentReference = flag(kSecReturnPersistentRef)
        switch all[kSecMatchLimit as String] {
        case let limit as String where limit == kSecMatchLimitAll as String: self.limit = nil
        case let count as Int: self.limit = count
        default: self.limit = 1
        }
        // Searches' (`m_`), results' (`r_`), values' (`v_`) and options' (`u_`) keys are not
        // attributes, nor is the data-protection keychain flag; "any" synchronizability matches all.
        attributes = all.filter { key, value in
            !["m_", "r_", "v_", "u_"].contains { key.hasPrefix($0) } && key != kSecUseDataProtectionKeychain as String
                && !(key == kSecAttrSynchronizable as String && (value as? String) == kSecAttrSynchronizableAny as String)
        }
    }

    func matches(_ item: Keychain.Item) -> Bool {
        attributes.allSatisfy { key, value in item.attributes[key].map { Self.same($0, value) } ?? false }
    }

    /// What a search returns for its matches, as `SecItemCopyMatching` gives it: the data alone,
    /// or the attributes (with the data under `kSecValueData` when asked too); one, or an array
    /// when the limit is above one; nil when nothing is asked.
    func result(of items: [Keychain.Item]) -> CFTypeRef? {
        let each: [Any] = items.compactMap { item in
            if returnsAttributes {
                var attributes = item.attributes
                if !returnsData { attributes[kSecValueData as String] = nil }
                if returnsPersistentReference { attributes[kSecValuePersistentRef as String] = item.reference }
                return attributes
            }
            if returnsData { return item.attributes[kSecValueData as String] as? Data ?? Data() }
            return returnsPersistentReference ? item.reference : nil
        }
        guard !each.isEmpty else { return nil }
        return limit == 1 ? each[0] as AnyObject : each as AnyObject
    }

    /// Whether two attribute values are equal, across Foundation's bridged types.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? Data, let b = b as? Data { return a == b }
        if let a = a as? Date, let b = b as? Date { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }
}
