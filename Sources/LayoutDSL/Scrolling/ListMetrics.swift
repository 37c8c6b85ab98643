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

    // MARK: The Liquid Glass design's inset grouped list (iOS 26 and 27)
    //
    // Measured on iOS 26.4 references of home-assistant/iOS, "Gestures" and "Servers"
    // (docs/reference/ios26-navigation-bar.md, "The inset grouped list under the bar"): rows of a
    // card 51 pt apart with their text 16 pt inside the card, separators inset 16 pt at both ends,
    // corners of about 26 pt; section headers in title case, 17 pt semibold, secondary, their
    // cap top 13.67 pt into their 39.33 pt block, their baseline 13.67 pt above the card; footers
    // 15 pt, their cap top 10.33 pt below the card.

    /// A row's least height.
    static func rowMinHeight(_ design: SystemDesign, _ appearance: ListAppearance) -> CGFloat {
        isGlassCard(design, appearance) ? 51 : rowMinHeight
    }

    /// A row's content insets.
    static func rowInsets(_ design: SystemDesign, _ appearance: ListAppearance) -> EdgeInsets {
        isGlassCard(design, appearance) ? EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) : rowInsets
    }

    /// How far a separator stops short of the row's trailing edge.
    static func separatorTrailingInset(_ design: SystemDesign, _ appearance: ListAppearance) -> CGFloat {
        isGlassCard(design, appearance) ? 16 : 0
    }

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

    /// The measured style: an inset grouped list (the default) in the Liquid Glass design.
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
