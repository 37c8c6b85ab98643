import Foundation

// Keychain Services' four calls (Apple's documentation of `SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate` and `SecItemDelete`) over the process's in-memory `Keychain`, with iOS's result
// codes: a second item with the same primary key is `errSecDuplicateItem`, a search, update or
// deletion that matches nothing `errSecItemNotFound`, a dictionary without `kSecClass` `errSecParam`.

/// Adds an item: its attributes and `kSecValueData`, accessible when unlocked unless it says
/// otherwise, with creation and modification dates; `result` takes what the dictionary's
/// `kSecReturn…` keys ask of it.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(attributes)
    guard query.attributes[kSecClass as String] != nil else { return errSecParam }
    var stored = query.attributes
    for (key, value) in attributes { if let key = key as? String, key == kSecValueData as String { stored[key] = value } }
    stored[kSecAttrAccessible as String] = stored[kSecAttrAccessible as String] ?? (kSecAttrAccessibleWhenUnlocked as String)
    let now = Date()
    stored[kSecAttrCreationDate as String] = now
    stored[kSecAttrModificationDate as String] = now
    let item = Keychain.Item(attributes: stored)
    return Keychain.shared.withItems { items in
        guard !items.contains(where: { PrimaryKey.same($0.attributes, stored) }) else { return errSecDuplicateItem }
        items.append(item)
        result?.pointee = query.result(of: [item])
        return errSecSuccess
    }
}

/// Finds the items whose attributes equal the query's, up to `kSecMatchLimit` (one unless it
/// says otherwise), and returns what its `kSecReturn…` keys ask.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.attributes[kSecClass as String] != nil else { return errSecParam }
    let found = Keychain.shared.withItems { items in items.filter(query.matches) }
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = query.result(of: query.limit.map { Array(found.prefix($0)) } ?? found)
    return errSecSuccess
}

/// Changes every item the query matches to `attributesToUpdate` (attributes and data), unless
/// that gives two items one primary key.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.attributes[kSecClass as String] != nil else { return errSecParam }
    var changes: [String: Any] = [:]
    for (key, value) in attributesToUpdate { if let key = key as? String { changes[key] = value } }
    return Keychain.shared.withItems { items in
        var updated = items
        var found = false
        for index in updated.indices where query.matches(updated[index]) {
            found = true
            updated[index].attributes.merge(changes) { $1 }
            updated[index].attributes[kSecAttrModificationDate as String] = Date()
        }
        guard found else { return errSecItemNotFound }
        let collides = updated.indices.contains { index in
            updated[(index + 1)...].contains { PrimaryKey.same($0.attributes, updated[index].attributes) }
        }
        guard !collides else { return errSecDuplicateItem }
        items = updated
        return errSecSuccess
    }
}

/// Deletes every item the query matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    let query = KeychainQuery(query)
    guard query.attributes[kSecClass as String] != nil else { return errSecParam }
    return Keychain.shared.withItems { items in
        let count = items.count
        items.removeAll(where: query.matches)
        return items.count == count ? errSecItemNotFound : errSecSuccess
    }
}

/// The attributes that make an item unique in its class (`SecItem.h`'s primary keys): a generic
/// password's account and service, an internet password's account, server, protocol, port, path,
/// security domain and authentication type, a key's class, label, tag, type and size; and for
/// every class its access group and synchronizability.
enum PrimaryKey {
    static let keys: [String: [CFString]] = [
        kSecClassGenericPassword as String: [kSecAttrAccount, kSecAttrService],
        kSecClassInternetPassword as String: [kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
                                              kSecAttrSecurityDomain, kSecAttrAuthenticationType],
        kSecClassKey as String: [kSecAttrKeyClass, kSecAttrApplicationLabel, kSecAttrApplicationTag, kSecAttrKeyType,
                                 kSecAttrKeySizeInBits],
    ]

    static func same(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        guard let kind = a[kSecClass as String] as? String, let other = b[kSecClass as String] as? String, kind == other else {
            return false
        }
        let names = (keys[kind] ?? []).map { $0 as String } + [kSecAttrAccessGroup as String, kSecAttrSynchronizable as String]
        return names.allSatisfy { name in
            switch (a[name], b[name]) {
            case (nil, nil): true
            case let (x?, y?): KeychainQuery.same(x, y)
            default: false
            }
        }
    }
}
