import Foundation

/// Where web views keep cookies, caches and storage (Apple's documentation of `WKWebsiteDataStore`,
/// https://developer.apple.com/documentation/webkit/wkwebsitedatastore). Nothing is stored here: the
/// default store is persistent in name only, fetching finds no records and removing completes at once.
open class WKWebsiteDataStore: NSObject {
    private static let defaultStore = WKWebsiteDataStore(isPersistent: true)

    open private(set) var isPersistent: Bool
    /// The store's cookies (none).
    public private(set) lazy var httpCookieStore = WKHTTPCookieStore()

    init(isPersistent: Bool) {
        self.isPersistent = isPersistent
    }

    /// The app's one persistent store.
    open class func `default`() -> WKWebsiteDataStore { defaultStore }
    /// A new store that keeps nothing after the app quits.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

    /// Every kind of website data WebKit knows (Apple's `WKWebsiteDataType…` constants).
    open class func allWebsiteDataTypes() -> Set<String> {
        [WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache, WKWebsiteDataTypeOfflineWebApplicationCache,
         WKWebsiteDataTypeCookies, WKWebsiteDataTypeSessionStorage, WKWebsiteDataTypeLocalStorage,
         WKWebsiteDataTypeWebSQLDatabases, WKWebsiteDataTypeIndexedDBDatabases]
    }

    /// Calls `completionHandler` at once with no records.
    open func fetchDataRecords(ofTypes dataTypes: Set<String>, completionHandler: @escaping ([WKWebsiteDataRecord]) -> Void) {
        completionHandler([])
    }

    /// Calls `completionHandler` at once: there is nothing to remove.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// Calls `completionHandler` at once: there is nothing to remove.
    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord],
                         completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

// The kinds of website data, with Apple's values.
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
