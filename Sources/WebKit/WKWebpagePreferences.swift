import Foundation

/// Settings of the pages a web view loads (Apple's documentation of `WKWebpagePreferences`,
/// https://developer.apple.com/documentation/webkit/wkwebpagepreferences), starting at WebKit's defaults.
open class WKWebpagePreferences: NSObject {
    /// Apple's `WKWebpagePreferences.ContentMode`, with its raw values.
    public enum ContentMode: Int, Sendable {
        case recommended = 0
        case mobile = 1
        case desktop = 2
    }

    open var allowsContentJavaScript = true
    open var preferredContentMode: WKWebpagePreferences.ContentMode = .recommended

    public override init() {}
}
