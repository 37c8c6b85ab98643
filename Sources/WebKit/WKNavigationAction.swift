import Foundation

/// What a navigation would do, for the navigation delegate to allow or cancel (Apple's
/// documentation of `WKNavigationAction`, https://developer.apple.com/documentation/webkit/wknavigationaction).
/// WebKit makes these; the class is open with a public initializer, as apps subclass it to test
/// their delegates, and its values start as for an empty navigation.
open class WKNavigationAction: NSObject {
    open var navigationType: WKNavigationType { .other }
    open var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    /// Nil for a navigation that opens a new window.
    open var targetFrame: WKFrameInfo? { nil }
    open var shouldPerformDownload: Bool { false }

    public override init() {}
}
