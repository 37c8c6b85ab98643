import _Security
import Foundation
import Testing

/// Keychain Services as a token store uses them, with iOS's answers: a second add of one account
/// and service is a duplicate, a search that finds nothing is `errSecItemNotFound`, data comes back
/// as `Data` and attributes as a dictionary, updates and deletes reach every match. Each test uses
/// a service of its own: the keychain is the process's.
struct SecurityTests {
    let service = "test.\(UUID().uuidString)"

    func query(_ account: String, _ extra: [String: Any] = [:]) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
            .merging(extra) { $1 }
    }

    @Test func aPasswordIsStoredOnceAndReadBackAsData() {
        let token = Data("s3cret".utf8)
        #expect(SecItemAdd(query("ada", [kSecValueData as String: token]) as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(query("ada", [kSecValueData as String: token]) as CFDictionary, nil) == errSecDuplicateItem)
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query("ada", [kSecReturnData as String: kCFBooleanTrue!,
                                                      kSecMatchLimit as String: kSecMatchLimitOne]) as CFDictionary, &item)
        #expect(status == errSecSuccess)
        #expect(item as? Data == token)
        #expect(SecItemCopyMatching(query("bob", [kSecReturnData as String: true]) as CFDictionary, &item) == errSecItemNotFound)
    }

    @Test func attributesComeBackWithTheDataWhenBothAreAsked() throws {
        #expect(SecItemAdd(query("ada", [kSecValueData as String: Data([1, 2]), kSecAttrLabel as String: "Token"]) as CFDictionary,
                           nil) == errSecSuccess)
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(query("ada", [kSecReturnAttributes as String: true, kSecReturnData as String: true]) as CFDictionary,
                                    &item) == errSecSuccess)
        let attributes = try #require(item as? [String: Any])
        #expect(attributes[kSecAttrLabel as String] as? String == "Token")
        #expect(attributes[kSecValueData as String] as? Data == Data([1, 2]))
        // Unless it says otherwise, an item is accessible when the device is unlocked.
        #expect(attributes[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
        #expect(attributes[kSecAttrCreationDate as String] is Date)
    }

    @Test func allMatchesComeBackAsAnArrayAndUpdatesAndDeletesReachEach() throws {
        for account in ["a", "b", "c"] {
            #expect(SecItemAdd(query(account, [kSecValueData as String: Data(account.utf8)]) as CFDictionary, nil) == errSecSuccess)
        }
        let everyone: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(everyone.merging([kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll]) { $1 }
                                    as CFDictionary, &item) == errSecSuccess)
        #expect((item as? [Data])?.map { String(decoding: $0, as: UTF8.self) } == ["a", "b", "c"])
        #expect(SecItemUpdate(query("b") as CFDictionary, [kSecValueData as String: Data("B".utf8)] as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(query("b", [kSecReturnData as String: true]) as CFDictionary, &item) == errSecSuccess)
        #expect(item as? Data == Data("B".utf8))
        // Renaming b to c would give two items one primary key.
        #expect(SecItemUpdate(query("b") as CFDictionary, [kSecAttrAccount as String: "c"] as CFDictionary) == errSecDuplicateItem)
        #expect(SecItemDelete(everyone as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(everyone as CFDictionary) == errSecItemNotFound)
        #expect(SecItemUpdate(query("a") as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
    }

    @Test func aDictionaryWithoutAClassIsAParameterError() {
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemDelete([kSecAttrService as String: service] as CFDictionary) == errSecParam)
    }

    @Test func theConstantsAreAppleStrings() {
        #expect([kSecClass, kSecClassGenericPassword, kSecAttrAccount, kSecValueData, kSecMatchLimitOne, kSecAttrAccessibleAfterFirstUnlock]
            .map { $0 as String } == ["class", "genp", "acct", "v_Data", "m_LimitOne", "ck"])
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
    }

    @Test func accessControlsNeedAKnownAccessibility() {
        let control = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, [.biometryAny, .or, .devicePasscode], nil)
        #expect(control?.flags == [.biometryAny, .or, .devicePasscode])
        var error: Unmanaged<CFError>?
        #expect(SecAccessControlCreateWithFlags(nil, "nonsense" as CFString, [], &error) == nil)
        #expect(error?.takeRetainedValue().code == Int(errSecParam))
    }

    @Test func randomBytesFillTheBuffer() {
        var bytes = [UInt8](repeating: 0, count: 64)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes.contains { $0 != 0 })
    }
}
