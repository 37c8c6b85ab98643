import Foundation

/// What a successful authorization hands back: the provider that performed it and the credential
/// it made (Apple's documentation of `ASAuthorization`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorization).
///
/// Only the system makes one, when a person finishes signing in; nothing signs in here, so none is
/// ever made outside this module.
open class ASAuthorization: NSObject {
    open private(set) var provider: any ASAuthorizationProvider
    open private(set) var credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}
