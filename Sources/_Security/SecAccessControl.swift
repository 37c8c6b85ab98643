import Foundation

/// Who may use a Keychain item and when (Apple's `SecAccessControl`): an accessibility
/// (`kSecAttrAccessible…`) and the flags of `SecAccessControlCreateWithFlags`. Kept with the item;
/// a preview has no passcode, biometry or paired watch to ask, so nothing is asked.
public final class SecAccessControl: @unchecked Sendable {
    public let protection: String
    public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }
}

/// The constraints of an access control (Apple's `SecAccessControlCreateFlags`, with
/// `SecAccessControl.h`'s bit values).
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let companion = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
    @available(*, deprecated, renamed: "biometryAny")
    public static let touchIDAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    @available(*, deprecated, renamed: "biometryCurrentSet")
    public static let touchIDCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
}

/// An access control for an accessibility and flags (Apple's `SecAccessControlCreateWithFlags`):
/// nil, with an `errSecParam` error, when `protection` is not one of the `kSecAttrAccessible…`
/// values, as on iOS.
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    let accessible = [kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
                      kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
                      kSecAttrAccessibleAlwaysThisDeviceOnly, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly].map { $0 as String }
    guard let protection = protection as? String, accessible.contains(protection) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecParam)))
        return nil
    }
    return SecAccessControl(protection: protection, flags: flags)
}
