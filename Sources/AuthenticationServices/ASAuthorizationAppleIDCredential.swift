import Foundation

/// The credential of a person who signed in with their Apple ID (Apple's documentation of
/// `ASAuthorizationAppleIDCredential`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidcredential):
/// the stable user identifier, the tokens for the app's server, and the name and email shared on the
/// first sign-in only. Only the system makes one; nobody signs in here, so none is made outside this
/// module.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    /// The identifier of the person, the same for every sign-in to apps of one team.
    open private(set) var user: String
    /// The `state` the request carried.
    open private(set) var state: String?
    /// The scopes the person granted, which can be fewer than those asked for.
    open private(set) var authorizedScopes: [ASAuthorization.Scope]
    /// A short-lived code the app's server exchanges with Apple for tokens.
    open private(set) var authorizationCode: Data?
    /// A JSON Web Token about the person, for the app's server.
    open private(set) var identityToken: Data?
    /// The email shared, on the first sign-in only.
    open private(set) var email: String?
    /// The name shared, on the first sign-in only.
    open private(set) var fullName: PersonNameComponents?
    open private(set) var realUserStatus: ASUserDetectionStatus

    init(user: String, state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = [],
         authorizationCode: Data? = nil, identityToken: Data? = nil, email: String? = nil,
         fullName: PersonNameComponents? = nil, realUserStatus: ASUserDetectionStatus = .unsupported) {
        self.user = user
        self.state = state
        self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode
        self.identityToken = identityToken
        self.email = email
        self.fullName = fullName
        self.realUserStatus = realUserStatus
    }
}
