/// A tab bar's background, shadow and item appearances
/// (https://developer.apple.com/documentation/uikit/uitabbarappearance), as apps set on
/// `UITabBar.appearance()`. Kept, not applied; see `UIBarAppearance`.
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the icon (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the title beside the icon (iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Compact items with the title beside the icon (iPhone landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
}
