import Foundation

/// What makes authorization requests (Apple's documentation of `ASAuthorizationProvider`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationprovider).
public protocol ASAuthorizationProvider: NSObjectProtocol {}
