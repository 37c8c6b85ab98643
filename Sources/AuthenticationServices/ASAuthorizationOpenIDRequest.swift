import Foundation

/// An OpenID Connect request (Apple's documentation of `ASAuthorizationOpenIDRequest`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationopenidrequest):
/// the scopes, state and nonce an app sets before performing it. The request only keeps them.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// The contact information asked for; nil (none) until set.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A string the app gets back in the credential, to match the answer to the request.
    open var state: String?
    /// A string the identity token will carry, against replay attacks.
    open var nonce: String?
    /// The operation: `.operationImplicit` unless set.
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}
