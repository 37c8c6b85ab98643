import Foundation

/// Performs authorization requests (Apple's documentation of `ASAuthorizationController`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationcontroller).
///
/// Inert: performing shows no sheet, so no person answers and the delegate is never called, as for a
/// sheet still on screen. The requests, delegate and presentation context provider are kept as set.
open class ASAuthorizationController: NSObject {
    /// The requests the controller was made with.
    open private(set) var authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Would show the sign-in sheet; does nothing here.
    open func performRequests() {}
    /// Would show the sign-in sheet with `options` (iOS 16); does nothing here.
    open func performRequests(options: RequestOptions) {}
    /// Would offer the requests' credentials in the QuickType bar; does nothing here.
    open func performAutoFillAssistedRequests() {}
    /// Would dismiss the sheet (iOS 16); there is none.
    open func cancel() {}
}
