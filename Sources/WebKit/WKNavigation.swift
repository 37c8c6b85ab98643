import Foundation

/// A page load, which identifies it to the navigation delegate (Apple's documentation of
/// `WKNavigation`, https://developer.apple.com/documentation/webkit/wknavigation). The web view here
/// returns one from each load; it never starts, finishes or fails.
open class WKNavigation: NSObject {
    /// The content mode the page would use.
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .recommended }

    override init() {}
}
