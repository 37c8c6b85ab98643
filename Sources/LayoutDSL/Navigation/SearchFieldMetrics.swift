import Foundation

/// The search field a navigation bar shows under its title, and what is inside it, in each design.
///
/// iOS 17 and 18: a 36 pt field (UISearchTextField's height) with 8 pt above and below, the
/// magnifying glass 8 pt inside it and 6 pt before the text (estimated from iOS 17 screenshots).
///
/// Liquid Glass (measured on an iOS 26 simulator reference, docs/reference/ios26-navigation-bar.md,
/// "The search field under the title"): a 44 pt capsule whose top is 15 pt below the large title's
/// 48 pt area, 16 pt from the sides like the title; the magnifying glass, in the label colour,
/// fills a 16⅓ pt box 14 pt inside the capsule's leading end, and the text starts 9⅓ pt after it.
enum SearchFieldMetrics {
    static func fieldHeight(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 44 : 36 }
    /// Above the field (below the large title, or the bar) and below it (above the content): in
    /// the Liquid Glass design the space below is an estimate, the space above again (the
    /// reference shows no content under the field).
    static func spaceAround(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 15 : 8 }
    /// The field with the space above and below it: the part of the header it takes.
    static func areaHeight(_ design: SystemDesign) -> CGFloat { fieldHeight(design) + 2 * spaceAround(design) }

    /// The inset of the magnifying glass from the field's leading end, and of the text (or the
    /// clear button) from its trailing end.
    static func contentInset(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 14 : 8 }
    /// The width of the box the magnifying glass is centred in (nil: the glyph's own).
    static func glyphWidth(_ design: SystemDesign) -> CGFloat? { design == .liquidGlass ? 16 + 1.0 / 3 : nil }
    /// From the magnifying glass's box to the text.
    static func glyphSpacing(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 9 + 1.0 / 3 : 6 }
}
