/// Text resolved against its environment: runs with concrete fonts and colors.
public struct StyledText: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var string: String
        public var font: Font
        public var color: Color.Resolved
        public var kerning: CGFloat
        public var underline: Decoration?
        public var strikethrough: Decoration?
        /// Points the run's baseline is raised (negative: lowered).
        public var baselineOffset: CGFloat
        /// Points the run's glyphs are drawn to the right of where their advances put them
        /// (negative: left), their advances unchanged: an inline symbol's ink moved to its inset.
        public var glyphShift: CGFloat
        /// The BCP 47 language it is set in (`typesettingLanguage`), which picks the font's
        /// localized forms (OpenType `locl`); nil: the script's defaults.
        public var language: String?
        /// The distance between the baselines of its paragraph's lines (`lineHeight(_:)`, or its
        /// attributed string's `lineHeight`); nil: the fonts' own.
        public var lineHeight: AttributedString.LineHeight?
        /// Its paragraph's explicit alignment (an attributed string's `alignment`), in place of
        /// the text's; nil: the text's.
        public var paragraphAlignment: AttributedString.TextAlignment?
        public init(string: String, font: Font, color: Color.Resolved, kerning: CGFloat = 0,
                    underline: Decoration? = nil, strikethrough: Decoration? = nil, baselineOffset: CGFloat = 0,
                    glyphShift: CGFloat = 0, language: String? = nil, lineHeight: AttributedString.LineHeight? = nil,
                    paragraphAlignment: AttributedString.TextAlignment? = nil) {
            self.string = string; self.font = font; self.color = color; self.kerning = kerning
            self.underline = underline; self.strikethrough = strikethrough; self.baselineOffset = baselineOffset
            self.glyphShift = glyphShift; self.language = language
            self.lineHeight = lineHeight; self.paragraphAlignment = paragraphAlignment
        }
    }
    /// An underline or strikethrough line: its pattern and resolved colour.
    public struct Decoration: Hashable, Sendable {
        public var pattern: Text.LineStyle.Pattern
        public var color: Color.Resolved
        public init(pattern: Text.LineStyle.Pattern, color: Color.Resolved) { self.pattern = pattern; self.color = color }
        /// On and off lengths in multiples of the line's thickness; empty for a solid line.
        public var dashes: [CGFloat] { pattern.dashes }
    }
    public var runs: [Run]
    public init(runs: [Run]) { self.runs = runs }
    public var string: String { runs.map(\.string).joined() }
}

/// How a paragraph is laid out, from the environment.
public struct TextLayoutOptions: Hashable, Sendable {
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    public var lineSpacing: CGFloat
    public var minimumScaleFactor: CGFloat
    /// The environment's direction: `alignment` is in its terms, so right to left `.leading`
    /// lines align to the right edge of the text's frame (text is laid out, not mirrored).
    public var layoutDirection: LayoutDirection
    /// Pixels per point: the text's height rounds up to whole pixels (0: no rounding).
    public var displayScale: CGFloat
    /// Lines draw as placeholder bars instead of glyphs (`redacted(reason: .placeholder)`).
    public var isRedacted: Bool = false
    /// Lines the text is at least as tall as (`lineLimit(_:reservesSpace: true)`): empty ones
    /// take the last line's height.
    public var reservedLines: Int = 1
    /// Whether `alignment` is in the terms of each paragraph's writing direction rather than the
    /// layout direction's (`Text.AlignmentStrategy.writingDirectionBased`).
    public var alignmentStrategy: Text.AlignmentStrategy = .default
    /// Whether paragraphs take their base direction from their characters or the layout direction
    /// (`Text.WritingDirectionStrategy`).
    public var writingDirectionStrategy: Text.WritingDirectionStrategy = .default
    public init(lineLimit: Int? = nil, alignment: TextAlignment = .leading, truncationMode: Text.TruncationMode = .tail,
                lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1, layoutDirection: LayoutDirection = .leftToRight,
                displayScale: CGFloat = 0) {
        self.lineLimit = lineLimit; self.alignment = alignment; self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing; self.minimumScaleFactor = minimumScaleFactor
        self.layoutDirection = layoutDirection; self.displayScale = displayScale
    }
}

/// A laid-out paragraph: what layout reads. The renderer's engine returns its own type, which it
/// knows how to draw, so layout measures with exactly the metrics text is drawn with.
public protocol ShapedText: AnyObject, Sendable {
    var size: CGSize { get }
    /// Distances from the top of the text to the first and last baselines.
    var firstBaseline: CGFloat { get }
    var lastBaseline: CGFloat { get }
    var lineCount: Int { get }
    /// Where the last line ends (its right end; its left end in right-to-left layout), from
    /// the text's leading edge: where a caret after the text stands.
    var lastLineEnd: CGFloat { get }
    /// The largest ascent, descent, cap height and leading of its fonts: what its spacing from
    /// its neighbours is made of (`ViewSpacing`).
    var fontMetrics: TextFontMetrics { get }
    /// Its lines, runs and glyphs as placed (`Text.Layout`); empty from an engine without them.
    var lines: [ShapedTextLine] { get }
    /// Whether lines were dropped or shortened to fit (`Text.Layout.isTruncated`).
    var isTruncated: Bool { get }
    /// The selected glyphs alone, where they are, with the underlines and strikethroughs under
    /// them: what a `TextRenderer` draws of a line, a run or a slice. nil from an engine without lines.
    func drawing(_ selection: ShapedTextSelection) -> ShapedText?
}

extension ShapedText {
    public var lines: [ShapedTextLine] { [] }
    public var isTruncated: Bool { false }
    public func drawing(_ selection: ShapedTextSelection) -> ShapedText? { nil }
    /// Without line positions, the end of the widest line.
    public var lastLineEnd: CGFloat { size.width }
    /// Without fonts, the first line's: its ascent above the first baseline, its descent below
    /// the last, SF Pro's proportion of cap height to ascent (1443/1950), no leading.
    public var fontMetrics: TextFontMetrics {
        TextFontMetrics(ascent: firstBaseline, descent: size.height - lastBaseline, capHeight: firstBaseline * 1443 / 1950, leading: 0)
    }
}

/// Measures and shapes text: the renderer provides one (fonts need I/O, which layout keeps out).
public protocol TextMeasuring: AnyObject {
    /// Lays out `text` in at most `width` points (nil: one line per paragraph, its ideal width)
    /// and `height` points (nil: as many lines as it needs).
    func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText
}
