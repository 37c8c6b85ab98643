import Foundation

/// A navigation's response, for the navigation delegate to allow or cancel (Apple's documentation
/// of `WKNavigationResponse`, https://developer.apple.com/documentation/webkit/wknavigationresponse).
/// Open with a public initializer, like `WKNavigationAction`; its values start as for an empty response.
open class WKNavigationResponse: NSObject {
    open var response: URLResponse {
        URLResponse(url: URL(string: "about:blank")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }

    public override init() {}
}
