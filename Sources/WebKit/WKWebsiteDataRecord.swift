import Foundation

/// The data one website keeps (Apple's documentation of `WKWebsiteDataRecord`,
/// https://developer.apple.com/documentation/webkit/wkwebsitedatarecord). No store here has any, so
/// none is made outside this module.
open class WKWebsiteDataRecord: NSObject {
    open private(set) var displayName: String
    open private(set) var dataTypes: Set<String>

    init(displayName: String, dataTypes: Set<String>) {
        self.displayName = displayName
        self.dataTypes = dataTypes
    }
}
