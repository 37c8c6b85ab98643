import Foundation

/// Says which window a web authentication sheet goes over (Apple's documentation of
/// `ASWebAuthenticationPresentationContextProviding`,
/// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationpresentationcontextproviding).
/// The session here never starts, so it never asks.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}
