import Foundation

/// A web view's preferences (Apple's documentation of `WKPreferences`,
/// https://developer.apple.com/documentation/webkit/wkpreferences), starting at WebKit's defaults.
open class WKPreferences: NSObject {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether `<video>` and other elements may go full screen (iOS 15.4); false unless set.
    open var isElementFullscreenEnabled = false
    open var isTextInteractionEnabled = true
    open var isSiteSpecificQuirksModeEnabled = true
    /// Replaced by `WKWebpagePreferences.allowsContentJavaScript` in iOS 14.
    @available(*, deprecated, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled: Bool {
        get { storedJavaScriptEnabled }
        set { storedJavaScriptEnabled = newValue }
    }
    private var storedJavaScriptEnabled = true

    public override init() {}
}
