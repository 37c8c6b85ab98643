import Foundation

/// A frame of a page (Apple's documentation of `WKFrameInfo`,
/// https://developer.apple.com/documentation/webkit/wkframeinfo). Open with a public initializer,
/// so tests can make one to call a delegate with; its values start empty.
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
    open var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
    open var webView: WKWebView? { nil }

    public override init() {}
}
