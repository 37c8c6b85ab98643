/// What a vibrancy effect is for: a level of label, fill or a separator
/// (https://developer.apple.com/documentation/uikit/uivibrancyeffectstyle). Raw values are iOS's.
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
