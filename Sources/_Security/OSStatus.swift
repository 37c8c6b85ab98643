import Foundation

// The Keychain's result codes an app compares with (Apple's documentation, "Security Framework
// Result Codes"), with their values from `SecBase.h`.
public var errSecSuccess: OSStatus { 0 }
public var errSecUnimplemented: OSStatus { -4 }
public var errSecParam: OSStatus { -50 }
public var errSecAllocate: OSStatus { -108 }
public var errSecUserCanceled: OSStatus { -128 }
public var errSecNotAvailable: OSStatus { -25291 }
public var errSecAuthFailed: OSStatus { -25293 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }
public var errSecInteractionNotAllowed: OSStatus { -25308 }
public var errSecDecode: OSStatus { -26275 }
public var errSecMissingEntitlement: OSStatus { -34018 }

/// A sentence for a result code (Apple's `SecCopyErrorMessageString`), as `SecBase.h` words the
/// codes above; other codes are named by number.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let messages: [OSStatus: String] = [
        0: "No error.",
        -4: "Function or operation not implemented.",
        -50: "One or more parameters passed to a function were not valid.",
        -108: "Failed to allocate memory.",
        -128: "User canceled the operation.",
        -25291: "No keychain is available. You may need to restart your computer.",
        -25293: "The user name or passphrase you entered is not correct.",
        -25299: "The specified item already exists in the keychain.",
        -25300: "The specified item could not be found in the keychain.",
        -25308: "User interaction is not allowed.",
        -26275: "Unable to decode the provided data.",
        -34018: "A required entitlement isn't present.",
    ]
    return (messages[status] ?? "OSStatus \(status)") as CFString
}
