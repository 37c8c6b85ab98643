import Foundation
import LayoutDSL
import Testing
import WebKit

/// SwiftUI's `WebView` and `WebPage` (iOS 26) load nothing: the page keeps the URL, its navigation
/// ends with no event, and the view draws the labelled placeholder the size it is offered.
@MainActor
struct WebViewTests {
    @Test func pageKeepsTheURLAndItsNavigationEndsEmpty() async throws {
        let page = WebPage()
        let url = URL(string: "https://example.com/news")!
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(URLRequest(url: url)) { events.append(event) }
        #expect(events.isEmpty)
        #expect(page.url == url && page.title.isEmpty && !page.isLoading && page.estimatedProgress == 0)

        await #expect(throws: URLError.self) {
            for try await _ in page.load(nil as URL?) {}
        }
        #expect(page.url == url)
    }

    @Test func viewFillsWhatItIsOffered() throws {
        let tree = try ViewHost(VStack(spacing: 0) {
            WebView(url: URL(string: "https://example.com")).accessibilityIdentifier("web")
            Color.red.frame(height: 100)
        }, canvasSize: CGSize(width: 300, height: 500)).update()
        #expect(tree.node(id: "web")?.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        let page = WebPage()
        let paged = try ViewHost(WebView(page).accessibilityIdentifier("web"), canvasSize: CGSize(width: 200, height: 100)).update()
        #expect(paged.node(id: "web")?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
