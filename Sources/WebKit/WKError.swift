import Foundation

/// The error domain of WebKit's errors, as `NSError.domain` reports it.
public let WKErrorDomain = "WKErrorDomain"

/// A WebKit error (Apple's documentation of `WKError`,
/// https://developer.apple.com/documentation/webkit/wkerror), shaped as Swift imports an
/// Objective-C error enum: a struct wrapping the `NSError`, with the codes in `WKError.Code`
/// (Apple's raw values) and a static shortcut for each.
public struct WKError: CustomNSError, Hashable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
        case duplicateCredential = 15
        case malformedCredential = 16
        case credentialNotFound = 17

        /// Lets a code stand as a `catch` pattern, as for imported error codes.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? WKError)?.code == match
        }
    }

    public let code: Code
    private let error: NSError

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        error = NSError(domain: WKErrorDomain, code: code.rawValue, userInfo: userInfo)
    }

    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { error.code }
    public var errorUserInfo: [String: Any] { error.userInfo }
    public var userInfo: [String: Any] { error.userInfo }

    public static var unknown: Code { .unknown }
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    public static var webViewInvalidated: Code { .webViewInvalidated }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
}
