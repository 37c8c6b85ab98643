import Foundation

/// Makes Apple ID requests and reports what became of an earlier sign-in (Apple's documentation of
/// `ASAuthorizationAppleIDProvider`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidprovider).
///
/// There is no Apple ID on this machine, so every user identifier is unknown: the credential state is
/// `.notFound`, as Apple answers for an identifier it has no sign-in for. The answer comes at once
/// (on a device it comes later, on another queue), so a frame shows the signed-out state.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// Apple's `ASAuthorizationAppleIDProvider.CredentialState`, with its raw values.
    public enum CredentialState: Int, Sendable {
        case revoked = 0
        case authorized = 1
        case notFound = 2
        case transferred = 3
    }

    public override init() {}

    /// A new request whose provider is this one.
    open func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// Calls `completion` at once with `.notFound` and no error.
    open func getCredentialState(forUserID userID: String,
                                 completion: @escaping (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    /// `.notFound`, as the completion-handler form answers.
    open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        .notFound
    }
}

/// The notification posted when a person stops using their Apple ID with the app; never posted here.
public extension NSNotification.Name {
    static let ASAuthorizationAppleIDProviderCredentialRevoked =
        NSNotification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")
}
