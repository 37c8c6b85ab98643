import Foundation

/// Makes passkey requests for a relying party (iOS 15; Apple's documentation of
/// `ASAuthorizationPlatformPublicKeyCredentialProvider`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationplatformpublickeycredentialprovider):
/// an assertion signs in with a passkey saved before, a registration creates one.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider {
    open private(set) var relyingPartyIdentifier: String

    public init(relyingPartyIdentifier: String) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
    }

    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }

    open func createCredentialRegistrationRequest(challenge: Data, name: String,
                                                  userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self, challenge: challenge, name: name, userID: userID)
    }
}

/// A request to sign in with a passkey (Apple's documentation of
/// `ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    /// The credentials the person may choose among (empty: any of the relying party's).
    open var allowedCredentials: [Data] = []

    init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
        self.challenge = challenge
        relyingPartyIdentifier = provider.relyingPartyIdentifier
        super.init(provider: provider)
    }
}

/// A request to create a passkey (Apple's documentation of
/// `ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var name: String
    open var displayName: String?
    open var userID: Data

    init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String, userID: Data) {
        self.challenge = challenge
        relyingPartyIdentifier = provider.relyingPartyIdentifier
        self.name = name
        self.userID = userID
        super.init(provider: provider)
    }
}

/// A passkey sign-in's result (Apple's documentation of
/// `ASAuthorizationPlatformPublicKeyCredentialAssertion`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential {
    open private(set) var credentialID: Data
    open private(set) var userID: Data
    open private(set) var rawAuthenticatorData: Data
    open private(set) var signature: Data
    open private(set) var rawClientDataJSON: Data

    public init(credentialID: Data, userID: Data, rawAuthenticatorData: Data, signature: Data, rawClientDataJSON: Data) {
        self.credentialID = credentialID; self.userID = userID; self.rawAuthenticatorData = rawAuthenticatorData
        self.signature = signature; self.rawClientDataJSON = rawClientDataJSON
    }
}

/// A new passkey's registration (Apple's documentation of
/// `ASAuthorizationPlatformPublicKeyCredentialRegistration`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential {
    open private(set) var credentialID: Data
    open private(set) var rawAttestationObject: Data?
    open private(set) var rawClientDataJSON: Data

    public init(credentialID: Data, rawAttestationObject: Data?, rawClientDataJSON: Data) {
        self.credentialID = credentialID; self.rawAttestationObject = rawAttestationObject; self.rawClientDataJSON = rawClientDataJSON
    }
}
