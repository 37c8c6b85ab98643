import Foundation

/// What an `AuthorizationController` request gave (iOS 16.4; Apple's documentation of
/// `ASAuthorizationResult`, https://developer.apple.com/documentation/authenticationservices/asauthorizationresult).
public enum ASAuthorizationResult {
    case appleID(ASAuthorizationAppleIDCredential)
    case password(ASPasswordCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    case customMethod(ASAuthorizationCustomMethod)
}

/// A way of signing in that the app handles itself (Apple's documentation of
/// `ASAuthorizationCustomMethod`).
public struct ASAuthorizationCustomMethod: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let videoSubscriberAccount = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodVideoSubscriberAccount")
    public static let restorePurchase = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodRestorePurchase")
    public static let other = ASAuthorizationCustomMethod(rawValue: "ASAuthorizationCustomMethodOther")
}
