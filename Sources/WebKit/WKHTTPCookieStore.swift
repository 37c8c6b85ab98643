import Foundation

/// A data store's cookies (Apple's documentation of `WKHTTPCookieStore`,
/// https://developer.apple.com/documentation/webkit/wkhttpcookiestore). It keeps the cookies set on
/// it, in memory, so code that sets a cookie and reads it back sees it; no page sends them.
open class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []

    override init() {}

    /// Calls `completionHandler` at once with the cookies set.
    open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
        completionHandler(cookies)
    }

    open func allCookies() async -> [HTTPCookie] { cookies }

    /// Keeps `cookie`, replacing one with the same name, domain and path.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        cookies.append(cookie)
        completionHandler?()
    }

    open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        completionHandler?()
    }
}
