/// The title of the keyboard's return key (https://developer.apple.com/documentation/uikit/uireturnkeytype).
/// There is no keyboard here; fields keep it. Raw values are iOS's.
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
