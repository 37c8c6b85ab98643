import Foundation

/// The scripts and message handlers of a web view's pages (Apple's documentation of
/// `WKUserContentController`, https://developer.apple.com/documentation/webkit/wkusercontentcontroller).
/// It keeps what is added; no page runs the scripts or posts messages to the handlers here.
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    /// The handlers, by name.
    private(set) var scriptMessageHandlers: [String: any WKScriptMessageHandler] = [:]

    public override init() {}

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }

    /// Keeps the handler under `name` (strongly, as WebKit does).
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        scriptMessageHandlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { scriptMessageHandlers[name] = nil }
    open func removeAllScriptMessageHandlers() { scriptMessageHandlers = [:] }
}
