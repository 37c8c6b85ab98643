import Foundation

/// The error domain of web authentication session errors, as `NSError.domain` reports it.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// A web authentication session error (Apple's documentation of `ASWebAuthenticationSessionError`,
/// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsessionerror),
/// shaped as Swift imports an Objective-C error enum, with Apple's raw values.
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3

        /// Lets a code stand as a `catch` pattern, as for imported error codes.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? ASWebAuthenticationSessionError)?.code == match
        }
    }

    public let code: Code
    private let error: NSError

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        error = NSError(domain: ASWebAuthenticationSessionErrorDomain, code: code.rawValue, userInfo: userInfo)
    }

    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { error.code }
    public var errorUserInfo: [String: Any] { error.userInfo }
    public var userInfo: [String: Any] { error.userInfo }

    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}
