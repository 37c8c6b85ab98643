import Foundation

/// A request to sign in with an Apple ID (Apple's documentation of `ASAuthorizationAppleIDRequest`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidrequest):
/// what `SignInWithAppleButton`'s `onRequest` configures and `ASAuthorizationAppleIDProvider`
/// makes. It keeps what is set; nothing performs it here.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// The user identifier of an earlier sign-in, to sign the same person in again.
    open var user: String?
}
