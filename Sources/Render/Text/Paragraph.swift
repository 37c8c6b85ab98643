import LayoutDSL

/// A text shaped as one line: glyphs in logical order, with the bidi levels and the line-break
/// opportunities of its text (by UTF-8 offset). The pipeline is that of Pango, SkParagraph and
/// libraqm: resolve embedding levels (`BidiLevels`), itemize into runs of one level, face and
/// script (`TextEngine.itemize`), shape each run in its direction (`shape`), break lines on
/// logical order (`breakLines`), then order each line visually (`VisualLine`).
struct Paragraph {
    let bytes: [UInt8]
    let items: [ShapingItem]
    let glyphs: [ShapedGlyph]
    /// For each byte, libunibreak's verdict on breaking after it.
    let breaks: [CChar]
    let bidi: BidiLevels

    init(text: StyledText, scale: CGFloat, direction: ParagraphDirection, engine: TextEngine) {
        let (text, small) = engine.smallCapitals(text)
        let bidi = BidiLevels(text.string, direction: direction)
        self.init(text: text, bidi: bidi, items: engine.itemize(text, scale: scale, levels: bidi.levels, smallCapitals: small))
    }

    /// Text in one given face (the ellipsis of a truncated line).
    init(shaping text: StyledText, face: FontFace) {
        let run = text.runs[0]
        self.init(text: text, bidi: BidiLevels(text.string, direction: .natural),
                  items: [ShapingItem(run: 0, face: face, font: run.font, color: run.color, kerning: 0, level: 0,
                                      script: nil, range: 0..<run.string.utf8.count)])
    }

    private init(text: StyledText, bidi: BidiLevels, items: [ShapingItem]) {
        bytes = Array(text.string.utf8)
        self.items = items
        self.bidi = bidi
        breaks = Paragraph.breakOpportunities(text.string)
        glyphs = Paragraph.shape(bytes: bytes, items: items)
    }

    /// The base direction of the paragraph the line of glyphs `line` belongs to (UAX #9 P2–P3,
    /// or the direction the paragraph was given): what iOS 26's `writingDirectionBased` text
    /// alignment is in the terms of.
    func baseDirection(ofLineAt line: Range<Int>) -> LayoutDirection {
        guard let first = glyphs[line].first(where: { $0.cluster >= 0 && $0.cluster < bidi.baseLevels.count }) else {
            return .leftToRight
        }
        return bidi.baseLevels[first.cluster] % 2 == 1 ? .rightToLeft : .leftToRight
    }

    /// Spaces, tabs and line ends: they take no width at the end of a line and draw nothing.
    /// Glyphs added by truncation (cluster −1) are never whitespace.
    func isWhitespaceGlyph(_ glyph: ShapedGlyph) -> Bool {
        guard glyph.cluster >= 0 else { return false }
        let byte = bytes[glyph.cluster]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func isNewline(_ glyph: ShapedGlyph) -> Bool {
        glyph.cluster >= 0 && (bytes[glyph.cluster] == 0x0A || bytes[glyph.cluster] == 0x0D)
    }

    /// The base level of the (UAX #9) paragraph a line of glyphs belongs to; a line never spans
    /// two, as a paragraph separator is a mandatory break.
    func baseLevel(of line: Range<Int>) -> UInt8 {
        let cluster = line.isEmpty ? (line.lowerBound < glyphs.count ? glyphs[line.lowerBound].cluster : bytes.count - 1)
                                   : glyphs[line.lowerBound].cluster
        return bidi.baseLevels.indices.contains(cluster) ? bidi.baseLevels[cluster] : 0
    }
}
