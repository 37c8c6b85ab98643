import Foundation

/// A script a web view injects into its pages (Apple's documentation of `WKUserScript`,
/// https://developer.apple.com/documentation/webkit/wkuserscript); kept, never run here.
open class WKUserScript: NSObject {
    open private(set) var source: String
    open private(set) var injectionTime: WKUserScriptInjectionTime
    open private(set) var isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}
