import Foundation
import LayoutDSL

/// SwiftUI's web view (WebKit's `WebView` of iOS 26, Apple's documentation:
/// https://developer.apple.com/documentation/webkit/webview-swift.struct). No web engine runs
/// here, so it draws what a `UIViewRepresentable` wrapping a `WKWebView` draws: a grey box the size
/// offered, with a dashed edge and the name "WebView", so a screen still lays out around it.
/// `WebView(url:)` loads its URL into a page of its own, which shows nothing more (see `WebPage`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor @preconcurrency
public struct WebView: View {
    let page: WebPage?
    let url: URL?

    /// A view showing `page`.
    public init(_ page: WebPage) { self.page = page; url = page.url }

    /// A view showing `url` (nil: nothing yet).
    public init(url: URL?) { page = nil; self.url = url }

    public var body: some View {
        ZStack {
            Rectangle().fill(Color(uiColor: .secondarySystemFill))
            Rectangle().strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            Text("WebView").font(.caption).foregroundColor(.secondary).padding(4)
        }
    }
}
