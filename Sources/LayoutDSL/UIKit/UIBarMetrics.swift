/// The bar heights a bar's background image is set for
/// (https://developer.apple.com/documentation/uikit/uibarmetrics). Raw values are iOS's.
public enum UIBarMetrics: Int, Hashable, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
