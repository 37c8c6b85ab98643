/// The numbers of iOS 17's list styles on an iPhone, in points.
enum ListMetrics {
    /// UITableView's default `rowHeight` and the HIG's minimum hit target.
    static let rowMinHeight: CGFloat = 44
    /// Row content insets: 20 points each side (UIKit's cell layout margins on 390- to 430-point
    /// phones) and 8 above and below (UIView's default 8-point layout margins), so a body line
    /// is centred in the 44-point minimum row, a switch row stays near 44 and a two-line row is
    /// about 58 (estimated: SwiftUI publishes no default `listRowInsets`).
    static let rowInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    /// How far inset grouped cards sit from the list's edges: the table's 16-point system layout
    /// margin (HIG's standard margin; UIKit's `.insetGrouped` insets sections by it).
    static let cardMargin: CGFloat = 16
    /// Corner radius of an inset grouped section: 10 points (UIKit's `.insetGrouped` sections).
    static let cardCornerRadius: CGFloat = 10
    /// Space before each grouped section: the 35 points a grouped table leaves for an empty
    /// section header (the "35-pixel top padding" of `UITableViewStyleGrouped`,
    /// kouhan.cn/en/article/00015815); also left after the last section (estimated).
    static let sectionSpacing: CGFloat = 35
    /// `.listSectionSpacing(.compact)`: estimated from iOS 17 screenshots.
    static let compactSectionSpacing: CGFloat = 20
    /// The gap between a grouped header's text and its card, and a card and its footer's text
    /// (estimated from iOS 17 screenshots: UIKit's header label sits about 7 points above).
    static let headerGap: CGFloat = 7

    // MARK: The Liquid Glass design's lists (iOS 26 and 27)
    //
    // Measured on iOS 26 references (docs/reference/ios26-design.md, "Lists and forms"): rows of
    // plain and inset grouped lists hold their content 16 pt from the cell's sides and 15 pt from
    // its top and bottom, at least one body line's leading plus those insets tall (52 pt at the
    // Large text size, 51 at Medium); separators 1 pt thick, inset 16 pt from the card's trailing
    // edge; inset grouped cards with continuous corners of 26 pt, section headers in title case, 17 pt
    // semibold, secondary, their cap top 13.67 pt into their 39.33 pt block, their baseline 13.67
    // pt above the card; footers 15 pt, their cap top 10.33 pt below the card.

    /// The styles whose rows take the Liquid Glass cell: plain and inset grouped lists were
    /// measured; grouped and inset lists are drawn with the same UIKit list cell, so take it too
    /// (not measured); the sidebar's cells keep iOS 18's.
    static func hasGlassRows(_ design: SystemDesign, _ appearance: ListAppearance) -> Bool {
        design == .liquidGlass && appearance != .sidebar
    }

    /// The content insets of a Liquid Glass row.
    static let glassRowInsets = EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16)

    /// A row's least height: iOS 18's 44 pt, or in the Liquid Glass design a `.body` line's leading
    /// at the text size (Apple's Dynamic Type table: 22 pt at Large, 21 at Medium) within the row's
    /// insets, the 52 and 51 pt measured at those sizes.
    static func rowMinHeight(_ design: SystemDesign, _ appearance: ListAppearance, _ textSize: DynamicTypeSize) -> CGFloat {
        guard hasGlassRows(design, appearance) else { return rowMinHeight }
        return Font.TextStyle.body.metrics(at: textSize).leading + glassRowInsets.top + glassRowInsets.bottom
    }

    /// A row's content insets.
    static func rowInsets(_ design: SystemDesign, _ appearance: ListAppearance) -> EdgeInsets {
        hasGlassRows(design, appearance) ? glassRowInsets : rowInsets
    }

    /// How far a separator stops short of the row's trailing edge.
    static func separatorTrailingInset(_ design: SystemDesign, _ appearance: ListAppearance) -> CGFloat {
        isGlassCard(design, appearance) ? 16 : 0
    }

    /// A separator's thickness: a pixel (`pixelLength`) in iOS 18, 1 pt in the Liquid Glass design
    /// (3 px at 3x, 2 px at 2x, in every measured list).
    static func separatorThickness(_ design: SystemDesign, _ appearance: ListAppearance, pixelLength: CGFloat) -> CGFloat {
        hasGlassRows(design, appearance) ? 1 : pixelLength
    }

    /// The separator's colour: UIKit's `separator`, (60, 60, 67) at 29 % and (84, 84, 88) at 60 %;
    /// a Liquid Glass list's lines are the same greys at 12 % and 50 %: (232, 232, 233) on white,
    /// (42, 42, 44) on black and (56, 56, 59) on a dark card, as measured.
    static let separatorColor = Color.system("listSeparator", .rgb(60, 60, 67, 0.29), .rgb(84, 84, 88, 0.6),
                                             glass: (.rgb(60, 60, 67, 0.12), .rgb(84, 84, 88, 0.5)))

    static func cardCornerRadius(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 26 : cardCornerRadius }

    /// A glass header's block: its cap top 13.67 pt below the block's top, its last baseline 13.67 pt
    /// above its card (a one-line header's block is 39.33 pt).
    static let glassHeaderCapTop: CGFloat = 13.67
    static let glassHeaderBaselineGap: CGFloat = 13.67
    /// A glass footer's cap top below its card: 10.33 pt ("Server Switching"; its text 15 pt,
    /// secondary).
    static let glassFooterCapTop: CGFloat = 10.33
    /// The space before a section: a headerless one keeps the 35 pt (measured: card to card), one
    /// with a header 17.67 pt before its block (card to card 57 pt with a one-line header); the
    /// first section of a list starts 14 pt below the bar's row or the large title's area.
    static func sectionSpaceBefore(_ spacing: CGFloat, hasHeader: Bool, _ design: SystemDesign,
                                   _ appearance: ListAppearance) -> CGFloat {
        isGlassCard(design, appearance) && hasHeader ? max(spacing - 17.33, 0) : spacing
    }
    static func firstSectionSpaceBefore(_ design: SystemDesign, _ appearance: ListAppearance) -> CGFloat? {
        isGlassCard(design, appearance) ? 14 : nil
    }

    /// An inset grouped list (the default) in the Liquid Glass design: its cards, headers and footers.
    static func isGlassCard(_ design: SystemDesign, _ appearance: ListAppearance) -> Bool {
        design == .liquidGlass && appearance == .insetGrouped
    }

    static func background(_ appearance: ListAppearance) -> Color {
        appearance.isGrouped ? Color(uiColor: .systemGroupedBackground) : Color(uiColor: .systemBackground)
    }

    static func rowBackground(_ appearance: ListAppearance) -> Color {
        appearance.isGrouped ? Color(uiColor: .secondarySystemGroupedBackground) : Color(uiColor: .systemBackground)
    }

    /// Horizontal inset of rows, headers and footers from the list's edges.
    static func margin(_ appearance: ListAppearance) -> CGFloat {
        appearance.hasCards || appearance == .inset ? cardMargin : 0
    }
}
