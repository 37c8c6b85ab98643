/// Whether the keyboard autocorrects typed text
/// (https://developer.apple.com/documentation/uikit/uitextautocorrectiontype). There is no
/// keyboard here; fields keep it. Raw values are iOS's.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}
