import Foundation

/// A message a page posted to a handler (Apple's documentation of `WKScriptMessage`,
/// https://developer.apple.com/documentation/webkit/wkscriptmessage). Only WebKit makes one, when a
/// page posts; none is made here.
open class WKScriptMessage: NSObject {
    open private(set) var body: Any
    open private(set) var name: String
    open private(set) weak var webView: WKWebView?

    init(body: Any, name: String, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.webView = webView
    }
}
