import Foundation

/// The settings a web view is made with (Apple's documentation of `WKWebViewConfiguration`,
/// https://developer.apple.com/documentation/webkit/wkwebviewconfiguration), starting at WebKit's
/// defaults on iOS and kept as set.
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    open var websiteDataStore: WKWebsiteDataStore = .default()
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    /// False on iPhone: video plays full screen unless this is set.
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true

    public override init() {}
}
