/// How text lines up in a label or field, as UIKit's `NSTextAlignment` (UIKit declares it on
/// iOS; Foundation on Linux has none) (https://developer.apple.com/documentation/uikit/nstextalignment).
/// Raw values are iOS's.
public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
