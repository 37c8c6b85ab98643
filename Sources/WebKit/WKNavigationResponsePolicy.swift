import Foundation

/// Whether a response is shown (Apple's documentation of `WKNavigationResponsePolicy`,
/// https://developer.apple.com/documentation/webkit/wknavigationresponsepolicy), with Apple's raw values.
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}
