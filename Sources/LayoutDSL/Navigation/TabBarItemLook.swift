/// How a design's tab bar draws its items: the icon box and its top inset, the gap to the title,
/// the title and symbol fonts, and the unselected items' colour (the selected one takes the tint).
struct TabBarItemLook {
    let iconTop: CGFloat
    let iconBox: CGFloat
    let titleSpacing: CGFloat
    let titleFont: Font
    let iconFont: Font
    let unselected: Color

    /// iOS 17's items (`TabBarMetrics`): grey when unselected.
    static let compatibility = TabBarItemLook(
        iconTop: TabBarMetrics.iconTop, iconBox: TabBarMetrics.iconBox, titleSpacing: TabBarMetrics.titleSpacing,
        titleFont: TabBarMetrics.titleFont, iconFont: TabBarMetrics.iconFont, unselected: TabBarMetrics.unselected)

    /// iOS 26's items, as ryanashcraft/FabBar@26cac2d6742852d65cac9b4c987aa34a0b2a9b29 (a
    /// replica of the iOS 26 tab bar, Constants.swift and
    /// TabItemContentView.swift) measures them: the symbol at 18 pt medium, large scale, centred in
    /// a 28 pt box; the title 10 pt semibold right below it. Unselected items are the label colour,
    /// not grey (iOS 26 screenshots). `iconTop` centres the 40 pt item in the bar's 57 pt segment.
    static let liquidGlass = TabBarItemLook(
        iconTop: 0, iconBox: 28, titleSpacing: 0, titleFont: .system(size: 10, weight: .semibold),
        iconFont: .system(size: 18, weight: .medium), unselected: .primary)
}
