/// Where a label or paragraph breaks or truncates lines that do not fit, as UIKit's
/// `NSLineBreakMode` (https://developer.apple.com/documentation/uikit/nslinebreakmode).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
