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
