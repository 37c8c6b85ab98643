/// The items of the Liquid Glass bars (iOS 26 and 27 on iPhone), with their sources in
/// docs/reference/ios26-navigation-bar.md:
///
/// - items sit on platters of regular glass 44 pt tall, filling the bar's row (measured on
///   iOS 26.4 references of home-assistant/iOS);
/// - a title item's platter is a capsule 16 pt wider than its label on each side (measured: the
///   "Reset" capsule, 75.3 pt for 41 pt of ink, with the glyphs' side bearings; the padding is an
///   estimate from it);
/// - an image item's platter is its label plus 12 pt, at least a 44 pt circle (NativePHP/mobile-air
///   pull request 443, tested on iOS 26);
/// - platters stand 12 pt apart, the width of a fixed `ToolbarSpacer` (berkaycatak/adaptive_platform_ui
///   v0.1.97: `UIBarButtonItem.fixedSpace()` is 12 pt on iOS 26);
/// - labels draw in the label colour, not the tint: "setting the tintColor property on a navigation
///   bar does not tint bar button items. The text and images are always black" (Apple developer
///   forums thread 799326), which the measured labels show; an item's own `tint(_:)` still colours it.
enum GlassBarItemMetrics {
    static let height: CGFloat = 44
    static let titlePadding: CGFloat = 16
    static let imagePadding: CGFloat = 6
    static let platterSpacing: CGFloat = 12
}
