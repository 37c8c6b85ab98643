// `import CryptoKit` in a preview: Apple's swift-crypto, which implements CryptoKit's API on
// Linux (its README: "Swift Crypto is an open-source implementation of a substantial portion of
// the API of Apple CryptoKit suitable for use on Linux platforms"). Its types carry CryptoKit's
// names, so `SHA256.hash(data:)`, `HMAC<SHA256>`, `AES.GCM.seal` and `Curve25519` compile and
// give the same bytes as on iOS. Foundation comes with it, as with Apple's framework.
@_exported import Crypto
@_exported import Foundation
