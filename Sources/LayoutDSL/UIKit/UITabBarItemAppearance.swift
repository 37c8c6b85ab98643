/// How a tab bar's items look in each state (https://developer.apple.com/documentation/uikit/uitabbaritemappearance).
/// Kept, not applied; see `UIBarAppearance`.
open class UITabBarItemAppearance {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public init(style: Style) {}
    /// Stacked items' appearance.
    public convenience init() { self.init(style: .stacked) }

    /// Resets every state for items of `style`, as a fresh appearance has it.
    open func configureWithDefault(for style: Style) {
        [normal, selected, disabled, focused].forEach { $0.reset() }
    }

    /// Where an item's title sits: under the icon or beside it
    /// (https://developer.apple.com/documentation/uikit/uitabbaritemappearance/style).
    public enum Style: Int, Hashable, Sendable {
        case stacked = 0, inline, compactInline
    }
}
