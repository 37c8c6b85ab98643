/// UITabBar's metrics on iPhone: iOS 17's, and where the Liquid Glass design differs, iOS 26's
/// (`GlassTabBar`).
enum TabBarMetrics {
    /// The bar above the bottom safe area: 49 pt (UITabBar's height in portrait on every
    /// iPhone since iOS 7, "The translucent tab bar is 49 … high", public measurements; Apple
    /// documents no number).
    static let barHeight: CGFloat = 49
    /// Item titles: 10 pt medium (UITabBarItem's default title font, `systemFont(ofSize: 10,
    /// weight: .medium)`, public measurements).
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// Item symbols: the SF Symbol at the body size's large scale, 17 × 1.29 ≈ 22 pt tall
    /// (UITabBar's symbol configuration; estimate from iOS 17 screenshots, where symbols fill
    /// about 25 pt boxes).
    static let iconFont = Font.system(size: 17)
    /// Every item's icon is centred in a box of the same height, so the titles share a baseline
    /// whatever each symbol's own height (UITabBarItem lays images out in a fixed image area).
    static let iconBox: CGFloat = 25
    /// The icon's top inset and the gap to the title (estimated from iOS 17 screenshots: the
    /// icon centred about 19 pt from the bar's top, the title's baseline about 9 pt above its bottom).
    static let iconTop: CGFloat = 6
    static let titleSpacing: CGFloat = 2
    /// Unselected items: UIKit's default `unselectedItemTintColor`, system grey (#8E8E93 light,
    /// #8E8E93 dark), over which the selected item takes the tint.
    static let unselected = Color.gray
    /// The badge: a red capsule at least 18 pt, 13 pt text (UITabBarItem.badgeValue's look,
    /// estimated from screenshots), its leading edge at the icon's centre + 6.
    static let badgeFont = Font.system(size: 13)
    static let badgeHeight: CGFloat = 18

    /// The height the tab bar takes at the screen's bottom, the bottom safe area included: iOS 17's
    /// 49 pt above the safe area, or iOS 26's floating bar (`GlassTabBar`) with its margin below.
    static func regionHeight(bottomInset: CGFloat, design: SystemDesign) -> CGFloat {
        design == .liquidGlass ? GlassTabBar.height + GlassTabBar.bottomMargin(bottomInset: bottomInset) : barHeight + bottomInset
    }
}
