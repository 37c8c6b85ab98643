import Foundation

extension SFSafariViewController {
    /// How a Safari view controller behaves (Apple's documentation of
    /// `SFSafariViewController.Configuration`,
    /// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/configuration),
    /// starting at Safari's defaults.
    open class Configuration: NSObject, NSCopying {
        /// Whether Reader shows when the page supports it; false unless set.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls; true unless set.
        open var barCollapsingEnabled = true

        public override init() {}

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }
}
