/// One line of shaped text as the engine placed it: what `Text.Layout` hands a `TextRenderer`.
/// The engine reports it, so a renderer reads the glyph positions text is drawn with.
public struct ShapedTextLine: Equatable, Sendable {
    /// The left end of its baseline, in the text's space (points, y down).
    public var origin: CGPoint
    public var width: CGFloat
    public var ascent: CGFloat
    public var descent: CGFloat
    public var leading: CGFloat
    /// Its runs left to right.
    public var runs: [ShapedTextRun]
    public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat, runs: [ShapedTextRun]) {
        self.origin = origin; self.width = width; self.ascent = ascent; self.descent = descent; self.leading = leading
        self.runs = runs
    }
}

/// Glyphs of one line in one style run and one direction.
public struct ShapedTextRun: Equatable, Sendable {
    /// The index of the `StyledText.Run` its characters come from (its attributes).
    public var styledRun: Int
    public var isRightToLeft: Bool
    public var ascent: CGFloat
    public var descent: CGFloat
    public var leading: CGFloat
    /// Left to right.
    public var glyphs: [ShapedTextGlyph]
    public init(styledRun: Int, isRightToLeft: Bool, ascent: CGFloat, descent: CGFloat, leading: CGFloat, glyphs: [ShapedTextGlyph]) {
        self.styledRun = styledRun; self.isRightToLeft = isRightToLeft
        self.ascent = ascent; self.descent = descent; self.leading = leading; self.glyphs = glyphs
    }
}

/// A glyph's place on its line.
public struct ShapedTextGlyph: Equatable, Sendable {
    /// Its pen position from the text's left edge, and its advance.
    public var x: CGFloat
    public var advance: CGFloat
    /// The UTF-8 offset of its characters in the text's string.
    public var characterIndex: Int
    public init(x: CGFloat, advance: CGFloat, characterIndex: Int) {
        self.x = x; self.advance = advance; self.characterIndex = characterIndex
    }
}

/// Which glyphs of a shaped text to draw: a line, one run of it, or some glyphs of that run.
public struct ShapedTextSelection: Hashable, Sendable {
    public var line: Int
    /// nil: the whole line.
    public var run: Int?
    /// nil: the whole run.
    public var glyphs: Range<Int>?
    /// Glyphs at exact positions rather than snapped to a third of a pixel
    /// (`Text.Layout.DrawingOptions.disablesSubpixelQuantization`).
    public var quantized: Bool
    public init(line: Int, run: Int? = nil, glyphs: Range<Int>? = nil, quantized: Bool = true) {
        self.line = line; self.run = run; self.glyphs = glyphs; self.quantized = quantized
    }
}
