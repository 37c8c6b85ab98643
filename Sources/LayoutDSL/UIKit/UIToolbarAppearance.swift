/// A toolbar's background and shadow (https://developer.apple.com/documentation/uikit/uitoolbarappearance).
/// Kept, not applied; see `UIBarAppearance`.
open class UIToolbarAppearance: UIBarAppearance {}
