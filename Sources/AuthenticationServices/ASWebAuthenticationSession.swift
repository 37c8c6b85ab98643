import Foundation

/// Signs a person in to a web service in a browser sheet and hands back the callback URL (Apple's
/// documentation of `ASWebAuthenticationSession`,
/// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession).
///
/// There is no browser here, so a session cannot start: `canStart` is false, `start()` returns false
/// (as on a device for a session that did not start) and the completion handler is never called, as
/// for a sheet nobody has answered. Settings are kept as set.
open class ASWebAuthenticationSession: NSObject {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The sign-in page the session would open.
    let url: URL
    /// The scheme of the callback URL that would end the session, or nil.
    let callbackURLScheme: String?
    /// The callback that would end the session (iOS 17.4), or nil for the scheme form.
    let callback: Callback?
    let completionHandler: CompletionHandler

    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the browser should keep no cookies or data from this session (iOS 13); false unless set.
    open var prefersEphemeralWebBrowserSession = false
    /// Header fields the first request carries (iOS 17.4).
    open var additionalHeaderFields: [String: String]?

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        callback = nil
        self.completionHandler = completionHandler
    }

    /// iOS 17.4.
    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        url = URL
        callbackURLScheme = nil
        self.callback = callback
        self.completionHandler = completionHandler
    }

    /// Whether `start()` would succeed (iOS 13.4): never here.
    open var canStart: Bool { false }

    /// Would open the browser sheet; returns false, as for a session that could not start.
    @discardableResult
    open func start() -> Bool { false }

    /// Would close the sheet; there is none, so the completion handler is not called.
    open func cancel() {}
}
