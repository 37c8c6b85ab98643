import Foundation

/// A geographic area an app monitors (Apple's documentation of `CLRegion`): the abstract base of
/// `CLCircularRegion`, naming the region and saying which crossings to report. Its circular
/// initializer and geometry, deprecated since iOS 7, live on `CLCircularRegion` only.
open class CLRegion: NSObject {
    /// The name the app gave the region, which Core Location reports it by.
    public let identifier: String
    /// Whether entering the region is reported; true until the app says otherwise, as on a device.
    open var notifyOnEntry = true
    /// Whether leaving the region is reported; true until the app says otherwise.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }
}
