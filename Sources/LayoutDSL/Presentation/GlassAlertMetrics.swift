/// iOS 26's alert on iPhone (the Liquid Glass design). Measured on the one iOS 26 alert found
/// recorded (a SwiftUI `.alert` with Cancel and OK and a message, over a list, 1 px = 1 pt: the
/// documentation image `SwiftUI_liquidGlass.png` of divadretlaw/CustomAlert@5353504), checked against
/// Apple's iOS 26 UI kit and WWDC25 ("bolder and left-aligned … in key moments like alerts");
/// each value and its source in docs/reference/ios26-design.md, "Alerts".
enum GlassAlertMetrics {
    /// ≈ 322 pt wide on a 390 pt screen (the kit draws 300); kept as UIKit keeps alert widths, a
    /// constant (estimate: no other screen width measured).
    static let width: CGFloat = 322
    /// Continuous corners of ≈ 35 pt (the kit: 34).
    static let cornerRadius: CGFloat = 35
    /// The text block: the title's baseline 38 pt below the card's top (SF's 17 pt ascender is
    /// 16.19, so 22 above its line), 30 pt from the sides, the last baseline 23.5 pt above the
    /// buttons (20 below the message's line).
    static let textPadding = EdgeInsets(top: 22, leading: 30, bottom: 20, trailing: 30)
    /// The message's baseline 26.5 pt below the title's: 8 pt between their lines.
    static let textSpacing: CGFloat = 8
    /// Title 17 pt semibold (headline), message 15 pt regular (subheadline), both leading.
    static let titleFont = Font.system(size: 17, weight: .semibold)
    static let messageFont = Font.system(size: 15)
    /// The message's grey: the darkest ink measured, (111, 111, 117); dark mode an estimate.
    static let messageColor = Color.system("glassAlertMessage", .rgb(111, 111, 117), .rgb(152, 152, 158))
    /// Buttons: 48 pt capsules, 16 pt from the card's sides and bottom, two side by side 8 pt
    /// apart (8.5 measured), more stacked 8 pt apart: UIKit's view tree on iOS 26.5 and 27.0
    /// gives 8 for both, and a three-action card iOS 26 drew measures 8.4 and 7.9 (the kit's 10
    /// is not what iOS draws; docs/reference/ios26-design.md, "Confirmation dialogs and popovers").
    static let buttonHeight: CGFloat = 48
    static let buttonInset: CGFloat = 16
    static let rowSpacing: CGFloat = 8
    static let stackSpacing: CGFloat = 8
    /// Labels 17 pt medium in the label colour, the destructive one red; the capsule's fill
    /// (224, 224, 226) for Cancel and OK alike (measured; dark: the replica's #2C2C2E, estimate).
    static let buttonFont = Font.system(size: 17, weight: .medium)
    static let buttonFill = Color.system("glassAlertButton", .rgb(224, 224, 226), .rgb(44, 44, 46))
    /// The glass over the dimmed screen read as one colour: (236, 236, 239) measured over a
    /// list's grouped background; dark an estimate (no iOS 26 dark alert found).
    static let background = Color.system("glassAlertBackground", .rgb(236, 236, 239), .rgb(30, 30, 32))
    /// A 1 pt rim just inside the edge, brighter than the glass: (243, 243, 246) over (236, 236,
    /// 239) is white at 37 %; in dark mode white at 12 % (estimate).
    static let rim = Color.system("glassAlertRim", .rgb(255, 255, 255, 0.37), .rgb(255, 255, 255, 0.12))
    /// The screen behind dims with black at 20 % (measured: (242, 242, 247) became (194, 194,
    /// 198)), 48 % in dark mode (UIKit's `_alertControllerDimmingViewColor` as the replica
    /// divadretlaw/CustomAlert@5353504 copies it).
    static func dimmingOpacity(_ scheme: ColorScheme) -> Double { scheme == .dark ? 0.48 : 0.2 }
}
