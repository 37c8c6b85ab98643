import Foundation

/// The error domain of authorization errors, as `NSError.domain` reports it.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// An authorization error (Apple's documentation of `ASAuthorizationError`,
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationerror).
///
/// Shaped as Swift imports an Objective-C error enum: a struct wrapping the `NSError`, with the codes
/// in `ASAuthorizationError.Code` (Apple's raw values) and a static shortcut for each, so
/// `error.code == .canceled` and `catch ASAuthorizationError.canceled` work as on a device.
public struct ASAuthorizationError: CustomNSError, Hashable {
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
        /// iOS 18.
        case matchedExcludedCredential = 1006

        /// Lets a code stand as a `catch` pattern, as for imported error codes.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? ASAuthorizationError)?.code == match
        }
    }

    public let code: Code
    private let error: NSError

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        error = NSError(domain: ASAuthorizationErrorDomain, code: code.rawValue, userInfo: userInfo)
    }

    public static var errorDomain: String { ASAuthorizationErrorDomain }
    public var errorCode: Int { error.code }
    public var errorUserInfo: [String: Any] { error.userInfo }
    public var userInfo: [String: Any] { error.userInfo }

    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
    public static var matchedExcludedCredential: Code { .matchedExcludedCredential }
}
