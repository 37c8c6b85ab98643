import Foundation

/// The base of every authorization request (Apple's documentation of `ASAuthorizationRequest`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationrequest): the
/// provider that made it. Requests come from a provider's `createRequest()`.
open class ASAuthorizationRequest: NSObject {
    open private(set) var provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
    }
}
