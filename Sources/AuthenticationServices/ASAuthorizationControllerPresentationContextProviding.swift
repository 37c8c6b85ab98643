import Foundation

/// Says which window the sign-in sheet goes over (Apple's documentation of
/// `ASAuthorizationControllerPresentationContextProviding`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationcontrollerpresentationcontextproviding).
/// Required, as on Apple platforms; the controller here presents nothing, so it never asks.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
