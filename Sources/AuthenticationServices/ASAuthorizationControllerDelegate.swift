import Foundation

/// Told how an authorization ended (Apple's documentation of `ASAuthorizationControllerDelegate`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationcontrollerdelegate).
///
/// Both methods are optional on Apple platforms (`@objc optional`); Linux has no Objective-C runtime,
/// so they have empty defaults instead, and a delegate implements the ones it wants. The controller
/// here never calls them (see `ASAuthorizationController`).
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController,
                                 didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController,
                                        didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}
