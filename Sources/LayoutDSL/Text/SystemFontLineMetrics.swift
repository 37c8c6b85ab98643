/// The line metrics of iOS's system font (SF Pro), which a line of `Text` in the system font
/// takes whatever face draws it here: ascender 1950/2048 and descender 494/2048 of the point
/// size, no line gap, so one line is `size × 2444/2048` (17 pt `.body`: 20.287109375 pt, as
/// `UIFont.systemFont(ofSize: 17).lineHeight` measures; 15 pt: 17.900; 13 pt: 15.514). Not the
/// HIG type table's leading (22 pt for `.body`), which is a design value: a single-line `.body`
/// `Text` is about 20.33 pt tall on a 3x device. Sources and the derivation: docs/dynamic-type.md §2.
public struct SystemFontLineMetrics: Hashable, Sendable {
    public let ascent: CGFloat
    public let descent: CGFloat
    /// `UIFont.capHeight`: 1443/2048 of the size at every size and weight (iOS 26.1's
    /// `systemFont(ofSize:weight:)`, docs/typography.md §2).
    public let capHeight: CGFloat
    public var lineHeight: CGFloat { ascent + descent }

    /// SF Pro's hhea ascender and descender and its cap height in units of a 2048-unit em.
    static let ascender: CGFloat = 1950, descender: CGFloat = 494, capHeightUnits: CGFloat = 1443, unitsPerEm: CGFloat = 2048

    public init(size: CGFloat) {
        ascent = size * Self.ascender / Self.unitsPerEm
        descent = size * Self.descender / Self.unitsPerEm
        capHeight = size * Self.capHeightUnits / Self.unitsPerEm
    }
}

extension Font {
    /// The system font's line metrics at this size; nil for a named font, which keeps its own.
    public var systemLineMetrics: SystemFontLineMetrics? {
        family == nil ? SystemFontLineMetrics(size: size) : nil
    }
}
