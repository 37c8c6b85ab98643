import Foundation

extension SFSafariViewController {
    /// Keeps warmed-up connections open until invalidated (Apple's documentation of
    /// `SFSafariViewController.PrewarmingToken`, iOS 15,
    /// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/prewarmingtoken).
    /// No connection is made here, so invalidating does nothing.
    open class PrewarmingToken: NSObject {
        override init() {}

        open func invalidate() {}
    }
}
