import Foundation

/// What a successful authorization gives an app (Apple's documentation of
/// `ASAuthorizationCredential`, https://developer.apple.com/documentation/authenticationservices/asauthorizationcredential).
public protocol ASAuthorizationCredential: NSObjectProtocol {}
