import Foundation

/// Receives the messages a page posts with `window.webkit.messageHandlers.name.postMessage(…)`
/// (Apple's documentation of `WKScriptMessageHandler`,
/// https://developer.apple.com/documentation/webkit/wkscriptmessagehandler). Required, as on Apple
/// platforms; no page runs here, so no message arrives.
public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
