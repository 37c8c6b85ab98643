import Foundation

// The Keychain's dictionary keys and values, each the string Apple's Security declares it as
// (apple-oss-distributions/Security, `SecItemConstants.c`: `SEC_CONST_DECL (kSecClass, "class")`…),
// so that a query built here and one printed on iOS read the same. Computed: a `CFString` is a
// class, which Swift 6 does not let a global constant hold unchecked.

// Item classes: the value of `kSecClass`.
public var kSecClass: CFString { "class" }
public var kSecClassGenericPassword: CFString { "genp" }
public var kSecClassInternetPassword: CFString { "inet" }
public var kSecClassCertificate: CFString { "cert" }
public var kSecClassKey: CFString { "keys" }
public var kSecClassIdentity: CFString { "idnt" }

// Attributes.
public var kSecAttrAccessible: CFString { "pdmn" }
public var kSecAttrAccessControl: CFString { "accc" }
public var kSecAttrAccessGroup: CFString { "agrp" }
public var kSecAttrCreationDate: CFString { "cdat" }
public var kSecAttrModificationDate: CFString { "mdat" }
public var kSecAttrDescription: CFString { "desc" }
public var kSecAttrComment: CFString { "icmt" }
public var kSecAttrCreator: CFString { "crtr" }
public var kSecAttrType: CFString { "type" }
public var kSecAttrLabel: CFString { "labl" }
public var kSecAttrIsInvisible: CFString { "invi" }
public var kSecAttrIsNegative: CFString { "nega" }
public var kSecAttrAccount: CFString { "acct" }
public var kSecAttrService: CFString { "svce" }
public var kSecAttrGeneric: CFString { "gena" }
public var kSecAttrSecurityDomain: CFString { "sdmn" }
public var kSecAttrServer: CFString { "srvr" }
public var kSecAttrProtocol: CFString { "ptcl" }
public var kSecAttrAuthenticationType: CFString { "atyp" }
public var kSecAttrPort: CFString { "port" }
public var kSecAttrPath: CFString { "path" }
public var kSecAttrSynchronizable: CFString { "sync" }
public var kSecAttrSynchronizableAny: CFString { "syna" }
public var kSecAttrKeyClass: CFString { "kcls" }
public var kSecAttrApplicationLabel: CFString { "klbl" }
public var kSecAttrApplicationTag: CFString { "atag" }
public var kSecAttrIsPermanent: CFString { "perm" }
public var kSecAttrKeyType: CFString { "type" }
public var kSecAttrKeySizeInBits: CFString { "bsiz" }
public var kSecAttrTokenID: CFString { "tkid" }
public var kSecAttrTokenIDSecureEnclave: CFString { "com.apple.setoken" }
public var kSecAttrKeyTypeRSA: CFString { "42" }
public var kSecAttrKeyTypeEC: CFString { "73" }
public var kSecAttrKeyTypeECSECPrimeRandom: CFString { "73" }
public var kSecAttrKeyClassPublic: CFString { "0" }
public var kSecAttrKeyClassPrivate: CFString { "1" }
public var kSecAttrKeyClassSymmetric: CFString { "2" }
public var kSecPrivateKeyAttrs: CFString { "private" }
public var kSecPublicKeyAttrs: CFString { "public" }

// Values of `kSecAttrAccessible`.
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" }
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" }
public var kSecAttrAccessibleAlways: CFString { "dk" }
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" }
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
public var kSecAttrAccessibleAlwaysThisDeviceOnly: CFString { "dku" }
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" }

// Values of `kSecAttrProtocol` and `kSecAttrAuthenticationType` apps use.
public var kSecAttrProtocolHTTP: CFString { "http" }
public var kSecAttrProtocolHTTPS: CFString { "htps" }
public var kSecAttrProtocolFTP: CFString { "ftp " }
public var kSecAttrProtocolSSH: CFString { "ssh " }
public var kSecAttrAuthenticationTypeHTTPBasic: CFString { "http" }
public var kSecAttrAuthenticationTypeDefault: CFString { "dflt" }

// Searches and results.
public var kSecMatchLimit: CFString { "m_Limit" }
public var kSecMatchLimitOne: CFString { "m_LimitOne" }
public var kSecMatchLimitAll: CFString { "m_LimitAll" }
public var kSecMatchCaseInsensitive: CFString { "m_CaseInsensitive" }
public var kSecReturnData: CFString { "r_Data" }
public var kSecReturnAttributes: CFString { "r_Attributes" }
public var kSecReturnRef: CFString { "r_Ref" }
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" }
public var kSecValueData: CFString { "v_Data" }
public var kSecValueRef: CFString { "v_Ref" }
public var kSecValuePersistentRef: CFString { "v_PersistentRef" }

// Options of a call.
public var kSecUseOperationPrompt: CFString { "u_OpPrompt" }
public var kSecUseAuthenticationUI: CFString { "u_AuthUI" }
public var kSecUseAuthenticationUIAllow: CFString { "u_AuthUIA" }
public var kSecUseAuthenticationUIFail: CFString { "u_AuthUIF" }
public var kSecUseAuthenticationUISkip: CFString { "u_AuthUIS" }
public var kSecUseAuthenticationContext: CFString { "u_AuthCtx" }
public var kSecUseDataProtectionKeychain: CFString { "nleg" }
