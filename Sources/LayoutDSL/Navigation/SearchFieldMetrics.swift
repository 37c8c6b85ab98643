import Foundation

/// A search field's height and what is inside it, for each kind of field (measured values and
/// their sources in docs/reference/ios26-navigation-bar.md, "The search field under the title" and
/// "The search field in the bottom toolbar").
///
/// - iOS 17 and 18, under the title: a 36 pt field (UISearchTextField's height), the magnifying
///   glass 8 pt inside it and 6 pt before the text (estimated from iOS 17 screenshots).
/// - Liquid Glass, under the title (measured on an iOS 26.3 reference): a 44 pt capsule; the
///   magnifying glass fills a 16⅓ pt box 14 pt inside the capsule's leading end, and the text
///   starts 9⅓ pt after it.
/// - Liquid Glass, in the bottom band (the bottom toolbar's field, measured on iOS 26.0 and 26.3
///   images; the search tab's field, whose frame UIKit reports as the same 48 pt control): a 48 pt
///   capsule (`GlassCompactBar.controlHeight`); the same box 20 pt inside, the text 10⅔ pt after it.
struct SearchFieldMetrics {
    let fieldHeight: CGFloat
    /// The inset of the magnifying glass from the field's leading end, and of the text (or the
    /// clear button) from its trailing end.
    let contentInset: CGFloat
    /// The width of the box the magnifying glass is centred in (nil: the glyph's own).
    let glyphWidth: CGFloat?
    /// From the magnifying glass's box to the text.
    let glyphSpacing: CGFloat

    static let compatibility = SearchFieldMetrics(fieldHeight: 36, contentInset: 8, glyphWidth: nil, glyphSpacing: 6)
    static let glassUnderTitle = SearchFieldMetrics(fieldHeight: 44, contentInset: 14, glyphWidth: 16 + 1.0 / 3,
                                                    glyphSpacing: 9 + 1.0 / 3)
    static let glassBottomBand = SearchFieldMetrics(fieldHeight: GlassCompactBar.controlHeight, contentInset: 20,
                                                    glyphWidth: 16 + 1.0 / 3, glyphSpacing: 10 + 2.0 / 3)

    /// The field `searchable` puts under the title in `design`.
    static func underTitle(_ design: SystemDesign) -> SearchFieldMetrics {
        design == .liquidGlass ? glassUnderTitle : compatibility
    }

    /// Above the field under the title (below the large title, or the bar) and below it (above
    /// the content): in the Liquid Glass design the space below is an estimate, the space above
    /// again (the reference shows no content under the field).
    static func spaceAround(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 15 : 8 }
    /// The field under the title with the space above and below it: the part of the header it takes.
    static func areaHeight(_ design: SystemDesign) -> CGFloat {
        underTitle(design).fieldHeight + 2 * spaceAround(design)
    }
}
