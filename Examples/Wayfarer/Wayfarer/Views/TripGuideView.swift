import SwiftUI
import WebKit

/// A destination's guide page, in a web view.
struct TripGuideView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}
}

#Preview("Guide") {
    TripGuideView(url: URL(string: "https://example.com/lisbon")!)
}
