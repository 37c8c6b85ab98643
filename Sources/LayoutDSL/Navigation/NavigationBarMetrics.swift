/// UINavigationBar's metrics on iPhone (iOS 17), which SwiftUI's navigation stack draws with.
enum NavigationBarMetrics {
    /// The bar below the status bar: 44 pt on an iPhone (Apple HIG, "Navigation bars"; UIKit's
    /// standard bar height since iOS 7, `navigationBar.frame.height` = 44 in every portrait
    /// iPhone), 50 pt on an iPad since iOS 12 (docs/reference/scroll-physics-and-apis.md,
    /// "Navigation bar and safe-area heights": measured with the Adaptivity app), the row the
    /// iPad's floating tab bar shares (docs/reference/ipad-floating-tab-bar.md).
    static let barHeight: CGFloat = 44
    static func barHeight(_ idiom: UIUserInterfaceIdiom) -> CGFloat { idiom == .pad ? 50 : barHeight }
    /// The large-title area under the bar: 52 pt (a bar showing a large title measures 96 pt,
    /// 44 + 52, public measurements of `navigationBar.frame.height` with `prefersLargeTitles`).
    static let largeTitleHeight: CGFloat = 52
    /// The large title's bottom inset in its area: 8 pt, so a 34 pt title (41 pt line) sits 3 pt
    /// below the bar (estimated from iOS 17 screenshots).
    static let largeTitleBottomInset: CGFloat = 8
    /// In the Liquid Glass design the large title's baseline is 46.33 pt below the bar's row
    /// (measured on iOS 26.4 references, home-assistant/iOS "Servers" and "Server Switching":
    /// docs/reference/ios26-navigation-bar.md), lower than iOS 18's.
    static let glassLargeTitleBaseline: CGFloat = 46.33
    /// The large-title area in the Liquid Glass design: 48 pt. A list's first section starts 62 pt
    /// below the row under a large title and 14 pt below it without one (measured on the same iOS
    /// 26.4 references, "Server Switching" and "Gestures"), so the title's area is 48 pt.
    static func largeTitleHeight(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 48 : largeTitleHeight }
    /// A subtitle under the large title (`navigationSubtitle(_:)`, Liquid Glass): 11 pt in the
    /// secondary label colour, on the title's leading margin; the title's baseline 2.9 pt lower
    /// than without one and the subtitle's 16.25 pt below it, and the content lower by both, its
    /// distance from the last baseline kept (measured on iOS 26.2 to 26.5 screenshots of an iPhone
    /// Air, light and dark: docs/reference/ios26-navigation-bar.md, "The subtitle"). The weight is
    /// not settled by the measures; regular is drawn.
    static let glassLargeSubtitleTitleDrop: CGFloat = 2.9
    static let glassLargeSubtitleBaselineGap: CGFloat = 16.25
    /// An inline title with a subtitle (Liquid Glass): the title's baseline 23.4 pt and the
    /// subtitle's 39 pt below the top of the bar's row, both centred. An estimate: no release
    /// image shows this form; the two baselines are those measured in the leading "inline large"
    /// form (iOS 26.1, the same section of docs/reference/ios26-navigation-bar.md).
    static let glassInlineTitleBaselineWithSubtitle: CGFloat = 23.4
    static let glassInlineSubtitleBaseline: CGFloat = 39
    /// A large title in the bar's row (`toolbarTitleDisplayMode(.inlineLarge)`): 34 pt bold, its
    /// baseline 34 pt below the row's top, which centres its capitals on the 44 pt row; the content
    /// starts about 10 pt below the row (an estimate: inferred from the app's own paddings). Measured
    /// on iOS 26 screenshots of an iPhone 17 Pro (docs/reference/ios26-navigation-bar.md, "The large
    /// title in the row"); drawn in the compatibility design at the same place, an estimate too.
    static let inlineLargeTitleBaseline: CGFloat = 34
    static let inlineLargeTitleExtra: CGFloat = 10
    /// How much taller the large title's area is with a subtitle.
    static var glassLargeSubtitleExtra: CGFloat { glassLargeSubtitleTitleDrop + glassLargeSubtitleBaselineGap }
    /// The back button's chevron starts 8 pt from the leading edge (UINavigationBar's back
    /// indicator inset, measured in public screenshots).
    static let backButtonLeading: CGFloat = 8
    /// Space between bar button items (estimate from iOS 17 screenshots: two symbols ≈ 44 pt
    /// apart center to center).
    static let itemSpacing: CGFloat = 20

    /// The text size bar items and the inline title keep whatever the Dynamic Type setting:
    /// UIKit's bar button items, bar titles and toolbar items do not grow with text size (their
    /// fonts are 17 pt at every size category), and iOS offers the Large Content Viewer on them
    /// instead (Apple, WWDC19 "Large Content Viewer: Ensuring Readability for Everyone": bars
    /// and tab bars are the interface elements that cannot scale). A navigation stack's large
    /// title, drawn under the bar, does scale.
    static let barTypeSize = DynamicTypeSize.large

    /// The layout margins titles and items keep from the screen edges: 16 pt, 20 pt on phones
    /// at least 414 pt wide (UIKit's `systemMinimumLayoutMargins` on iPhone).
    static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// The standard (scrolled) appearance's background: UIKit draws `systemChromeMaterial` alone
    /// (`UIBarAppearance.configureWithDefaultBackground`), a blur of what scrolls under the bar
    /// filtered by its recipe; SwiftUI names it `Material.bar`.
    static let background = Material.bar
    /// The hairline under the bar (and above the tab bar and a toolbar): UIBarAppearance's default
    /// `shadowColor`, `UIColor._systemChromeShadowColor`: black at 30 % in light mode, white at
    /// 15 % in dark mode (iOS 18.2's UIColor.m, decompiled; docs/reference/ios-bar-background.md).
    static let hairline = Color.system("systemChromeShadow", .rgb(0, 0, 0, 0.3), .rgb(255, 255, 255, 0.15))
}
