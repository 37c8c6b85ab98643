import Foundation

/// Whether a navigation goes ahead (Apple's documentation of `WKNavigationActionPolicy`,
/// https://developer.apple.com/documentation/webkit/wknavigationactionpolicy), with Apple's raw values.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}
