/// A line's glyphs in drawing order, left to right.
///
/// Whitespace at the end of a line hangs: UAX #9 L1 (part 4) returns it to the paragraph's level
/// (https://www.unicode.org/reports/tr9/#L1), which puts it at the line's visual end in the
/// paragraph's direction, beyond the text; the engine neither draws nor measures it there (as
/// CoreText hangs trailing spaces), so it is left out. The rest is ordered by L2
/// (`BidiReordering`). A line of left-to-right text keeps its order, so its glyphs land where
/// they always did.
enum VisualLine {
    static func glyphs(_ logical: [ShapedGlyph], in paragraph: Paragraph) -> [ShapedGlyph] {
        var end = logical.count
        while end > 0, paragraph.isWhitespaceGlyph(logical[end - 1]) { end -= 1 }
        let kept = logical[..<end]
        return BidiReordering.visualOrder(kept.map(\.level)).map { kept[$0] }
    }
}
