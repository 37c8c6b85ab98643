/// The metrics of the tab bar iPadOS 18 and 26 float at the top of a regular-width iPad screen
/// (UIKit's `_UIFloatingTabBarPlatformMetrics`, and its `_Glass` subclass in iPadOS 26, as
/// decompiled from UIKitCore; docs/reference/ipad-floating-tab-bar.md has the constants, their
/// sources and the images that check them). Apple's documentation says only that the bar "floats
/// over your content at the top" and "shares space with the navigation bar".
struct FloatingTabBarMetrics {
    /// Between the bar's edge and its items (`backgroundInsets`): 4 on every side.
    let barInset: CGFloat = 4
    /// Around an item's title (`titleMargins`): 6, 16, 6, 16 in iPadOS 18; 8, 16, 7.5, 16 in 26.
    let titleMargins: EdgeInsets
    /// Around a pinned tab's image (`imageMargins`): 6, 14, 6, 14 in iPadOS 18; 8, 14, 7.5, 14 in 26.
    var imageMargins: EdgeInsets {
        EdgeInsets(top: titleMargins.top, leading: 14, bottom: titleMargins.bottom, trailing: 14)
    }
    /// The title's baseline below the top of the safe area (`safeAreaOffset`): 31, then 28.
    let baselineBelowSafeTop: CGFloat
    /// The widest the bar grows (`maximumWidth`).
    let maximumWidth: CGFloat = 600
    /// The row the bar reserves at the top of a tab's content (`_floatingTabBarFittingHeight`), the
    /// navigation bar's row on an iPad, which the bar shares with a navigation stack's bar.
    let rowHeight: CGFloat = 50
    /// The sidebar button of `.sidebarAdaptable` (`sidebar.leading`), 16 pt either side of it.
    let sidebarButtonMargin: CGFloat = 16
    /// Titles: unselected in the body style with a weight the decompiled metrics name by a constant
    /// not resolved there, medium as the pictures read (an estimate); selected in the headline
    /// style (17 pt semibold).
    let titleFont = Font.system(size: 17, weight: .medium)
    let selectedTitleFont = Font.headline

    static let compatibility = FloatingTabBarMetrics(
        titleMargins: EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), baselineBelowSafeTop: 31)
    static let liquidGlass = FloatingTabBarMetrics(
        titleMargins: EdgeInsets(top: 8, leading: 16, bottom: 7.5, trailing: 16), baselineBelowSafeTop: 28)

    static func of(_ design: SystemDesign) -> FloatingTabBarMetrics { design == .liquidGlass ? liquidGlass : compatibility }

    /// An item's height: its title's line (SF Pro's 17 pt line, `SystemFontLineMetrics`) in its margins.
    var itemHeight: CGFloat { titleMargins.top + SystemFontLineMetrics(size: 17).lineHeight + titleMargins.bottom }
    var barHeight: CGFloat { itemHeight + 2 * barInset }
    /// The bar's top below the top of the safe area, from its title's baseline: 28.8 pt below a
    /// 24 pt status bar in iPadOS 18, at the safe area's top in 26.
    var barTopBelowSafeTop: CGFloat { baselineBelowSafeTop - barInset - titleMargins.top - SystemFontLineMetrics(size: 17).ascent }
}
