/// An open menu's platter in the Liquid Glass design (iOS 26 and 27 on an iPhone): measured on
/// three iOS 26 screenshots of UIKit's button menus at 3x and read from Apple's iOS 26 UI kit for
/// Figma ("Context Menu", "Menu - iPhone"); each value and its source in
/// docs/reference/ios26-design.md, "Menus". Where the screenshots and the kit differ, the
/// screenshots win (they are what iOS draws).
enum GlassMenuMetrics {
    /// 250 pt wide, as iOS 18's (the kit draws 238).
    static let width: CGFloat = 250
    /// The outline fits a circular arc of 32 pt within a pixel at 3x (the kit: 34).
    static let cornerRadius: CGFloat = 32
    /// Above the first row and below the last (kit and screenshots).
    static let verticalPadding: CGFloat = 10
    /// A row: 10 pt above and below its title's line, so 42 pt apart at the Large text size (22 pt
    /// body lines: the kit's 40 is drawn on 20 pt lines); no hairline between rows.
    static let rowVerticalPadding: CGFloat = 10
    /// A row's least height: a `.body` line's leading in Apple's Dynamic Type table (22 pt at
    /// Large) and the padding, as a list row's (`ListMetrics.rowMinHeight`); a line of body text
    /// itself is 20.33 pt tall.
    static func rowMinHeight(_ textSize: DynamicTypeSize) -> CGFloat {
        Font.TextStyle.body.metrics(at: textSize).leading + 2 * rowVerticalPadding
    }
    /// The content's edges: 16 pt of the menu's inset plus a row's own 6 pt leading and 8 pt
    /// trailing (kit); a title starts 22 pt in when the menu has no leading column.
    static let leadingInset: CGFloat = 22
    static let trailingInset: CGFloat = 24
    /// The leading column, where iOS 26 puts a row's image and a checked row's checkmark: 28 pt
    /// wide from the leading inset (images centred 36 pt in, measured and kit), the title 10 pt
    /// after it, 60 pt in (measured 60 to 61.3 at the ink of A, B, N, R; the kit's gap is 8).
    static let columnWidth: CGFloat = 28
    static let columnGap: CGFloat = 10
    /// A submenu row's chevron: `chevron.forward` in 15 pt bold, 14 pt wide, trailing (kit).
    static let chevronFont = Font.system(size: 15, weight: .bold)
    static let chevronWidth: CGFloat = 14
    /// A group's divider: a 21 pt band with a 1 pt line across its middle, 24 pt from both edges
    /// ((229, 229, 229) on the light glass, (35, 35, 35) on the dark; the kit's #E6E6E6).
    static let dividerHeight: CGFloat = 21
    static let dividerInset: CGFloat = 24
    static let dividerColor = Color.system("glassMenuDivider", .rgb(230, 230, 230), .rgb(35, 35, 35))
    /// A section's title: 13 pt medium in the tertiary label colour, 4 pt above and 10 below,
    /// 24 pt in (kit; no screenshot shows one).
    static let headerFont = Font.system(size: 13, weight: .medium)
    static let headerPadding = EdgeInsets(top: 4, leading: 24, bottom: 10, trailing: 24)
    /// The glass read as one colour over a white and a black screen: (249, 249, 249) and (16, 16,
    /// 16); a 1 pt rim inside the edge, white (measured 255) and white at 13 % in dark mode
    /// (measured about 48 over 16). What shows through the glass over coloured content is not drawn.
    static let background = Color.system("glassMenuBackground", .rgb(249, 249, 249), .rgb(16, 16, 16))
    static let rim = Color.system("glassMenuRim", .rgb(255, 255, 255), .rgb(255, 255, 255, 0.13))
    /// A disabled row's ink: (109, 109, 109) on the light glass and (167, 167, 167) on the dark,
    /// the label colour at 56 % and 63 %.
    static let disabledOpacityLight: Double = 0.56
    static let disabledOpacityDark: Double = 0.63
    /// The shadow (kit): black at 8 %, the menu's shape 5 pt lower, blurred with a standard
    /// deviation of 20 pt.
    static let shadowOpacity: Double = 0.08
    static let shadowOffset: CGFloat = 5
    static let shadowBlur: CGFloat = 20
}
