import LayoutDSL

extension TextEngine {
    /// A symbol's outline from its icon font (found by fontconfig), in em units, y down; nil
    /// when the font is not installed or has no glyph for it.
    ///
    /// The icon fonts have one weight, drawn with strokes 2/24 em wide; SF Symbols follow the
    /// font's weight, so each weight step of 100 from regular emboldens (or thins) the outline
    /// by 0.012 em, about a seventh of the stroke: bold strokes are about 40% heavier than
    /// regular, as SF's bold symbols look against regular ones (estimate from the HIG's weight
    /// chart, https://developer.apple.com/design/human-interface-guidelines/sf-symbols).
    func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path? {
        guard let file = FontFiles.resolve(family: symbol.font.rawValue, weight: 400, italic: false, exactWeight: false),
              let face = face(file) else { return nil }
        let glyph = face.glyphIndex(Unicode.Scalar(symbol.codepoint) ?? " ")
        guard glyph != 0 else { return nil }
        let embolden = Int((face.unitsPerEm * 0.012 * CGFloat(weight.value - 400) / 100).rounded())
        let outline = face.outline(glyph, embolden: embolden)
        guard !outline.isEmpty else { return nil }
        return outline.applying(CGAffineTransform(scaleX: 1 / face.unitsPerEm, y: -1 / face.unitsPerEm))
    }
}
