/// An open menu's platter as iOS 17–18 draws it on an iPhone (the UIKit context menu a `Menu`
/// opens). Apple publishes none of these numbers; they are the measurements two open
/// reimplementations of the iOS menu made against the iOS simulator and Apple's iOS 18 design
/// kit (developer.apple.com/design/resources), where the two agree:
/// - Flutter's `CupertinoMenuAnchor` (flutter/flutter, `packages/flutter/lib/src/cupertino/
///   menu_anchor.dart`: "measured on the iOS 18.5 simulator"), called FL below;
/// - the `pull_down_button` package (notDmDrl/pull_down_button, `route_theme.dart`,
///   `element_size.dart`, `item_layout.dart`: "from the iOS 18 Figma kit"), called PDB.
/// Apple's HIG (iOS 14, "Menus") says menus "don't dim the screen when they appear".
enum MenuMetrics {
    /// The platter's width on an iPhone (FL, PDB: 250 at every text size below the
    /// accessibility sizes).
    static let width: CGFloat = 250
    /// FL and the iOS 17 dialog surface it shares: 13 (PDB's iOS 18 kit has 12).
    static let cornerRadius: CGFloat = 13
    /// A row at the Large text size: 11 + 22 + 11 (PDB), 43.7 (FL).
    static let rowHeight: CGFloat = 44
    /// The row's vertical padding around its title's line (PDB).
    static let rowVerticalPadding: CGFloat = 11
    /// Leading and trailing insets of a row's content (FL, PDB).
    static let horizontalInset: CGFloat = 16
    /// The trailing icon's box: 22 wide, its centre 27 from the trailing edge and the title
    /// ending 44 from it (FL's 22 + 22 trailing area; PDB's 22-point glyph box).
    static let iconWidth: CGFloat = 22
    static let iconGap: CGFloat = 6
    /// With a checkmark column (any item of the menu can be checked) every title starts 32 from
    /// the leading edge and the checkmark is centred 19 from it (FL: 10 + 22; PDB: 9 + 20 + 4).
    static let checkmarkLeading: CGFloat = 8
    static let checkmarkWidth: CGFloat = 22
    static let checkmarkColumn: CGFloat = 32
    /// The band between sections and at a `Divider()` (FL and PDB agree, iOS 18.5).
    static let sectionSeparator: CGFloat = 8
    static let sectionSeparatorLight = Color.Resolved.rgb(0, 0, 0, 0.08)
    static let sectionSeparatorDark = Color.Resolved.rgb(0, 0, 0, 0.16)
    /// The hairline between rows: one pixel (FL), grey at 55 % in light mode and 70 % in dark
    /// mode (PDB; FL's samples on white, about 187, agree).
    static let hairlineLight = Color.Resolved.rgb(128, 128, 128, 0.55)
    static let hairlineDark = Color.Resolved.rgb(128, 128, 128, 0.70)
    /// A section's title row: caption text (12 pt, PDB's iOS 18 kit), secondary label, at least
    /// 32 tall with 8 above and below.
    static let headerMinHeight: CGFloat = 32
    static let headerVerticalPadding: CGFloat = 8
    /// The platter's shadow: black at 12 % (light) or 24 % (dark), wide and centred (FL); a
    /// radius of 38 is PDB's Flutter blur radius 32 (σ ≈ 19) as SwiftUI's radius (2σ).
    static let shadowRadius: CGFloat = 38
    static let shadowOpacityLight: Double = 0.12
    static let shadowOpacityDark: Double = 0.24

    /// A submenu opened on an iPhone stacks over its menu (UIKit's hierarchy style 1,
    /// `_UIContextMenuStackedHierarchyLayout`; iOS 16–18 UIKitCore as decompiled in
    /// EthanArbuckle/iPhone17-1_18.2_22C152_Restore and iPad_10.2_18.0_22A3354_Restore; the
    /// 0.97 and 0.5 measured again on iOS 27 by Tembeon/morph): the menu under it shrinks to
    /// 0.97 per level open above it (never below 0.5) about its attached point, its rows fade
    /// to half their opacity over an unfaded material, and its shadow to half; the submenu's top
    /// sits 12 points above its row's, and at least 12 per level below the menu's top.
    static let submenuParentScale: CGFloat = 0.97
    static let submenuParentRowOpacity: Double = 0.5
    static let submenuOffset: CGFloat = 12

    /// A palette's row (`MenuPaletteRow`): 54 points tall at the Large text size, cells at least
    /// 38 wide, the end images' centres 28 points in (the icon column: 16 + 24 / 2), the selected
    /// option's highlight of radius 8 inset 8 points (`_UIContextMenuPlatformMetrics`,
    /// `_UIContextMenuSmallPaletteCellShapeProvider`, iOS 18 UIKitCore as decompiled).
    static let paletteRowHeight: CGFloat = 54
    static let paletteMinimumCellWidth: CGFloat = 38
    static let paletteEdgeImageCentre: CGFloat = 28
    static let paletteHighlightRadius: CGFloat = 8
    static let paletteHighlightInset: CGFloat = 8
}
