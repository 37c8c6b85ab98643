import LocalAuthentication
import _Security

/// Keys kept in the Secure Enclave (CryptoKit's `SecureEnclave`, with the iOS 18.6 SDK
/// interface's declarations). Previews run in the Simulator, which has no Secure Enclave
/// (nirapod-labs.github.io/simenclave: "the iOS and watchOS Simulators have no Secure Enclave …
/// a key created with that token id fails"): `isAvailable` is false, and making or restoring a
/// key throws `CryptoKitError.underlyingCoreCryptoError` with `errSecUnimplemented` (the code is
/// this package's choice; the Simulator's is not published), so an app's fallback path runs.
public enum SecureEnclave: Sendable {
    public static var isAvailable: Bool { false }

    public enum P256: Sendable {
        public enum Signing: Sendable {
            public struct PrivateKey: Sendable {
                public let publicKey: Crypto.P256.Signing.PublicKey
                public let dataRepresentation: Data

                public init(dataRepresentation: Data, authenticationContext: LAContext? = nil) throws {
                    throw SecureEnclave.unavailable
                }

                public init(compactRepresentable: Bool = true, accessControl: SecAccessControl =
                                SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, [], nil)!,
                            authenticationContext: LAContext? = nil) throws {
                    throw SecureEnclave.unavailable
                }

                public func signature<D: Digest>(for digest: D) throws -> Crypto.P256.Signing.ECDSASignature {
                    throw SecureEnclave.unavailable
                }

                public func signature<D: DataProtocol>(for data: D) throws -> Crypto.P256.Signing.ECDSASignature {
                    throw SecureEnclave.unavailable
                }
            }
        }

        public enum KeyAgreement: Sendable {
            public struct PrivateKey: Sendable {
                public typealias PublicKey = Crypto.P256.KeyAgreement.PublicKey
                public let publicKey: Crypto.P256.KeyAgreement.PublicKey
                public let dataRepresentation: Data

                public init(dataRepresentation: Data, authenticationContext: LAContext? = nil) throws {
                    throw SecureEnclave.unavailable
                }

                public init(compactRepresentable: Bool = true, accessControl: SecAccessControl =
                                SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, [], nil)!,
                            authenticationContext: LAContext? = nil) throws {
                    throw SecureEnclave.unavailable
                }

                public func sharedSecretFromKeyAgreement(with publicKeyShare: Crypto.P256.KeyAgreement.PublicKey) throws -> SharedSecret {
                    throw SecureEnclave.unavailable
                }
            }
        }
    }

    static var unavailable: CryptoKitError { .underlyingCoreCryptoError(error: errSecUnimplemented) }
}
