import Foundation

/// When a user script is injected (Apple's documentation of `WKUserScriptInjectionTime`,
/// https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime), with Apple's raw values.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}
