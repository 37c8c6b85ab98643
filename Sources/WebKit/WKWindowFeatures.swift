import Foundation

/// The window features a page asks for when it opens a window (Apple's documentation of
/// `WKWindowFeatures`, https://developer.apple.com/documentation/webkit/wkwindowfeatures): nil
/// where the page does not say.
open class WKWindowFeatures: NSObject {
    open var menuBarVisibility: NSNumber? { nil }
    open var statusBarVisibility: NSNumber? { nil }
    open var toolbarsVisibility: NSNumber? { nil }
    open var allowsResizing: NSNumber? { nil }
    open var x: NSNumber? { nil }
    open var y: NSNumber? { nil }
    open var width: NSNumber? { nil }
    open var height: NSNumber? { nil }

    public override init() {}
}
