import Foundation
import LayoutDSL
import Observation

/// A web page a SwiftUI `WebView` shows (WebKit's `WebPage` of iOS 26, Apple's documentation:
/// https://developer.apple.com/documentation/webkit/webpage).
///
/// There is no web engine here, as for `WKWebView`: loading a URL or a request sets `url` to it,
/// as WebKit does when a navigation starts, and returns a sequence of navigation events that ends
/// without any event (the navigation never starts, finishes or fails), so `title` stays empty,
/// `isLoading` false and `estimatedProgress` 0. Loading a nil URL ends the sequence with
/// `URLError(.badURL)` at once (Apple: "If this is nil, an error will be immediately thrown").
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@MainActor @Observable
public final class WebPage {
    /// The events of a navigation, in the order WebKit sends them.
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation
        case receivedServerRedirect
        case committed
        case finished
    }

    public private(set) var url: URL?
    public private(set) var title: String = ""
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0

    public init() {}

    /// Starts loading `request`'s URL: see the type's documentation for what comes of it.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        load(request.url)
    }

    /// Starts loading `url`: see the type's documentation for what comes of it.
    @discardableResult
    public func load(_ url: URL?) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        guard let url else {
            return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish(throwing: URLError(.badURL)) }
        }
        self.url = url
        return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
    }
}
