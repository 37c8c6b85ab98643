import Foundation

/// Makes requests for a password saved in the keychain (Apple's documentation of
/// `ASAuthorizationPasswordProvider`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationpasswordprovider).
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider {
    public override init() {}

    /// A new request whose provider is this one.
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

/// A request for a saved password (Apple's documentation of `ASAuthorizationPasswordRequest`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationpasswordrequest).
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

/// A saved user name and password (Apple's documentation of `ASPasswordCredential`,
/// https://developer.apple.com/documentation/authenticationservices/aspasswordcredential).
open class ASPasswordCredential: NSObject, ASAuthorizationCredential {
    open private(set) var user: String
    open private(set) var password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    open override var description: String { "<ASPasswordCredential: user \(user)>" }
}
