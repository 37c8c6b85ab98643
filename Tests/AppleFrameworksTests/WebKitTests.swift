import Foundation
import LayoutDSL
import Testing
@testable import WebKit

/// The web view loads nothing and runs no script: it keeps its URL, configuration and delegates.
struct WebKitTests {
    final class NavigationDelegate: NSObject, WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }

    final class Handler: NSObject, WKScriptMessageHandler {
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }

    @Test func loadingKeepsTheURLAndNeverFinishes() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let delegate = NavigationDelegate()
        webView.navigationDelegate = delegate
        let url = URL(string: "https://example.com/page")!
        #expect(webView.load(URLRequest(url: url)) != nil)
        #expect(webView.url == url && webView.title == nil && !webView.isLoading)
        #expect(!webView.canGoBack && webView.goBack() == nil)
        #expect(webView.reload() != nil)
        #expect(delegate.finished == 0)
        webView.loadHTMLString("<h1>Hi</h1>", baseURL: nil)
        #expect(webView.url == nil)
    }

    @Test func defaultInitializersMakeAConfiguration() {
        let webView = WKWebView()
        #expect(webView.configuration.preferences.minimumFontSize == 0)
        #expect(!webView.configuration.allowsInlineMediaPlayback)
        #expect(webView.configuration.defaultWebpagePreferences.allowsContentJavaScript)
        #expect(WKWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)).frame.width == 100)
        webView.scrollView.isScrollEnabled = false
        #expect(!webView.scrollView.isScrollEnabled)
    }

    @Test func scriptsAnswerWithAnError() async {
        let webView = WKWebView()
        var answer: (Any?, (any Error)?)?
        webView.evaluateJavaScript("document.title") { answer = ($0, $1) }
        #expect(answer?.0 == nil)
        #expect((answer?.1 as? WKError)?.code == .unknown)
        await #expect(throws: WKError.self) { try await webView.evaluateJavaScript("1 + 1") }
        #expect(WKErrorDomain == "WKErrorDomain" && WKError.Code.javaScriptExceptionOccurred.rawValue == 4)
    }

    @Test func contentControllerKeepsScriptsAndHandlers() {
        let controller = WKUserContentController()
        controller.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        controller.add(Handler(), name: "bridge")
        #expect(controller.userScripts.count == 1 && controller.userScripts[0].injectionTime == .atDocumentEnd)
        #expect(controller.scriptMessageHandlers["bridge"] != nil)
        controller.removeScriptMessageHandler(forName: "bridge")
        controller.removeAllUserScripts()
        #expect(controller.scriptMessageHandlers.isEmpty && controller.userScripts.isEmpty)
    }

    @Test func delegateDefaultsAllow() {
        let delegate = NavigationDelegate()
        var policy: WKNavigationActionPolicy?
        delegate.webView(WKWebView(), decidePolicyFor: WKNavigationAction()) { policy = $0 }
        #expect(policy == .allow)
        #expect(WKNavigationAction().navigationType == .other && WKNavigationType.linkActivated.rawValue == 0)
    }

    @Test func dataStoreHoldsNothing() {
        let store = WKWebsiteDataStore.default()
        #expect(store === WKWebsiteDataStore.default() && store.isPersistent && !WKWebsiteDataStore.nonPersistent().isPersistent)
        var records: [WKWebsiteDataRecord]?
        store.fetchDataRecords(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes()) { records = $0 }
        #expect(records?.isEmpty == true)
        var removed = false
        store.removeData(ofTypes: [WKWebsiteDataTypeCookies], modifiedSince: .distantPast) { removed = true }
        #expect(removed)
    }
}
