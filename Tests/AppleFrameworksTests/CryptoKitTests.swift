import _CryptoKit
import _Security
import Foundation
import Testing

/// `import CryptoKit` gives CryptoKit's API with the bytes iOS computes: the published test
/// vectors of FIPS 180-2 (SHA-256 of "abc") and RFC 4231 (HMAC-SHA-256, test case 2), and a
/// sealed box that opens again.
struct CryptoKitTests {
    private func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func digestsAndCodesMatchTheStandardsVectors() {
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8),
                                                   using: SymmetricKey(data: Data("Jefe".utf8)))
        #expect(hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
    }

    @Test func aSealedBoxOpensWithItsKey() throws {
        let key = SymmetricKey(size: .bits256)
        let box = try AES.GCM.seal(Data("preview".utf8), using: key)
        #expect(try AES.GCM.open(box, using: key) == Data("preview".utf8))
        #expect(throws: (any Error).self) { try AES.GCM.open(box, using: SymmetricKey(size: .bits256)) }
    }

    @Test func keysAgreeAndSign() throws {
        let alice = Curve25519.KeyAgreement.PrivateKey(), bob = Curve25519.KeyAgreement.PrivateKey()
        let one = try alice.sharedSecretFromKeyAgreement(with: bob.publicKey)
        let other = try bob.sharedSecretFromKeyAgreement(with: alice.publicKey)
        #expect(one == other)
        let signer = P256.Signing.PrivateKey()
        let signature = try signer.signature(for: Data("hi".utf8))
        #expect(signer.publicKey.isValidSignature(signature, for: Data("hi".utf8)))
    }
}

/// The Simulator previews run in has no Secure Enclave: apps check `isAvailable` and fall back,
/// and a key made anyway throws, with or without an access control.
struct SecureEnclaveTests {
    @Test func theSimulatorHasNoSecureEnclave() {
        #expect(!SecureEnclave.isAvailable)
        #expect(throws: CryptoKitError.self) { try SecureEnclave.P256.Signing.PrivateKey() }
        #expect(throws: CryptoKitError.self) {
            try SecureEnclave.P256.KeyAgreement.PrivateKey(
                accessControl: SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, [.privateKeyUsage], nil)!)
        }
        #expect(throws: CryptoKitError.self) { try SecureEnclave.P256.Signing.PrivateKey(dataRepresentation: Data()) }
    }
}
