import Foundation

/// A value signed by the App Store with the result of checking the signature (Apple's documentation
/// of `VerificationResult`, https://developer.apple.com/documentation/storekit/verificationresult).
/// No signed value reaches an app here, so none is ever made.
public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    /// Why a value failed verification.
    public enum VerificationError: Error, Hashable, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value if it was verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The JSON Web Signature the value came in: none here.
    public var jwsRepresentation: String { "" }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
