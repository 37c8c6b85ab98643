import Foundation
import LayoutDSL

/// UIKit's web view (Apple's documentation of `WKWebView`,
/// https://developer.apple.com/documentation/webkit/wkwebview).
///
/// There is no web engine here: a web view loads nothing and runs no script. It keeps its
/// configuration and delegates; loading a request or a file sets `url` to it, as WebKit does when a
/// navigation starts, and returns a navigation that never starts, finishes or fails (the delegates
/// are never called), so `title` stays nil, `isLoading` false and the history empty. Script
/// evaluation answers with `WKError.Code.unknown`. A `UIViewRepresentable` that wraps a web view
/// draws LayoutDSL's labelled placeholder.
open class WKWebView: UIView {
    /// A copy of the configuration the view was made with, as WebKit keeps.
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view of the page, made with the web view.
    public let scrollView = UIScrollView()
    open private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var hasOnlySecureContent: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect the view (iOS 16.4); false unless set.
    open var isInspectable = false
    open var pageZoom: CGFloat = 1

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with a default configuration, as `WKWebView(frame:)` and `WKWebView()` make.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Keeps `baseURL` as the view's URL (nil, WebKit's "about:blank", if there is none).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }

    /// Nil: there is no history to go back in.
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Nil: there is no history to go forward in.
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// A navigation that never starts, if there is a page to reload; else nil.
    @discardableResult open func reload() -> WKNavigation? { url == nil ? nil : WKNavigation() }
    @discardableResult open func reloadFromOrigin() -> WKNavigation? { reload() }
    open func stopLoading() {}

    /// Calls the completion handler at once with no result and `WKError.Code.unknown`: no script runs here.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.unknown))
    }

    /// Throws `WKError.Code.unknown`, as the completion-handler form answers.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(.unknown)
    }
}
