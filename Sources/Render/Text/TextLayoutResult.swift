import LayoutDSL

/// A paragraph laid out in lines: glyphs positioned in the text view's bounds, with the
/// size and baselines layout reads.
final class TextLayoutResult: ShapedText {
    struct Glyph {
        /// Held by the result's `faces`, so a glyph read in the drawing loop is not a retain and
        /// a release of its face: atomic operations, the largest cost per glyph after the blend
        /// (a text page at 1x draws 3,000 glyphs in 0.3 ms).
        unowned(unsafe) let face: FontFace
        let glyph: UInt32
        /// The pen position on the baseline, in the view's points.
        let origin: CGPoint
        let size: CGFloat
        let color: Color.Resolved
    }

    /// An underline or strikethrough segment, in the view's points: a run's line across the
    /// glyphs it covers on one text line.
    struct DecorationLine {
        var rect: CGRect
        let decoration: StyledText.Decoration
        /// Rounded ends: a redaction bar's.
        var cornerRadius: CGFloat = 0
    }

    let size: CGSize
    let firstBaseline: CGFloat
    let lastBaseline: CGFloat
    let lineCount: Int
    let lastLineEnd: CGFloat
    let fontMetrics: TextFontMetrics
    /// Whether lines were dropped or shortened to fit.
    let truncated: Bool
    let glyphs: [Glyph]
    /// The faces the glyphs are in, kept alive for as long as the glyphs are.
    private let faces: [FontFace]
    let decorations: [DecorationLine]
    let lines: [ShapedTextLine]
    /// For each line, run and glyph of `lines`, the index of the glyph in `glyphs` (−1: nothing drawn).
    private let drawnIndices: [[[Int]]]
    /// Each line's extent from its top to its bottom: which decorations are its own.
    private let lineBands: [ClosedRange<CGFloat>]
    /// Whether glyphs snap to device positions (`ShapedTextSelection.quantized`).
    let quantized: Bool

    var isTruncated: Bool { truncated }

    /// Lays out `paragraph`, broken into `allLines`, in a proposed size: the lines that fit, cut
    /// with an ellipsis (`FittedLines`), then placed and aligned (`LinePlacement`); the size is
    /// the lines' box rounded up to whole pixels, with room for `reservedLines`.
    init(paragraph: Paragraph, lines allLines: [Range<Int>], width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) {
        let fitted = FittedLines(paragraph: paragraph, lines: allLines, width: width, height: height, options: options)
        let runs = fitted.lines.indices.map { fitted.visualGlyphs($0, in: paragraph) }
        var placement = LinePlacement(paragraph: paragraph, runs: runs, options: options)
        for (index, run) in runs.enumerated() {
            // A line aligns in its paragraph's base direction only under `writingDirectionBased`
            // (`Text.AlignmentStrategy`); otherwise in the layout's, without asking the paragraph.
            let direction = options.alignmentStrategy.followsWritingDirection
                ? paragraph.baseDirection(ofLineAt: allLines[index]) : options.layoutDirection
            placement.place(run, index: index, metrics: LineMetrics(of: allLines[index], in: paragraph), alignedIn: direction)
        }
        var bottom = placement.y
        if let lastLine = allLines.prefix(runs.count).last, runs.count < options.reservedLines {
            bottom += CGFloat(options.reservedLines - runs.count) * (LineMetrics(of: lastLine, in: paragraph).height + options.lineSpacing)
        }
        self.size = CGSize(width: placement.boxWidth, height: Self.pixelCeiling(bottom, scale: options.displayScale))
        self.firstBaseline = placement.firstBaseline
        self.lastBaseline = placement.lastBaseline
        self.lineCount = runs.count
        self.lastLineEnd = placement.lastLineEnd
        self.fontMetrics = TextLayoutResult.fontMetrics(of: paragraph.items)
        self.truncated = fitted.truncated
        self.glyphs = placement.placed
        self.faces = paragraph.items.map(\.face)
        self.decorations = placement.decorations.filter { $0.rect.width > 0 }
        self.lines = placement.lines
        self.drawnIndices = placement.drawnIndices
        self.lineBands = placement.lineBands
        self.quantized = true
    }

    /// Some of `base`'s glyphs and decorations, drawn where they are in it.
    private init(slicing base: TextLayoutResult, glyphs: [Glyph], decorations: [DecorationLine], quantized: Bool) {
        size = base.size; firstBaseline = base.firstBaseline; lastBaseline = base.lastBaseline; lineCount = base.lineCount
        lastLineEnd = base.lastLineEnd; fontMetrics = base.fontMetrics; truncated = base.truncated
        faces = base.faces; lines = []; drawnIndices = []; lineBands = []
        self.glyphs = glyphs; self.decorations = decorations; self.quantized = quantized
    }

    func drawing(_ selection: ShapedTextSelection) -> ShapedText? {
        guard lines.indices.contains(selection.line) else { return nil }
        let line = lines[selection.line]
        let runs = selection.run.map { line.runs.indices.contains($0) ? [$0] : [] } ?? Array(line.runs.indices)
        var picked: [Glyph] = []
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        for run in runs {
            let glyphs = line.runs[run].glyphs
            let range = (selection.glyphs ?? glyphs.indices).clamped(to: glyphs.indices)
            for index in range {
                let drawn = drawnIndices[selection.line][run][index]
                if drawn >= 0 { picked.append(self.glyphs[drawn]) }
                minX = min(minX, glyphs[index].x); maxX = max(maxX, glyphs[index].x + glyphs[index].advance)
            }
        }
        // A line's underlines and strikethroughs (and redaction bars), cut to the selected glyphs' span.
        let band = lineBands[selection.line]
        let under: [DecorationLine] = minX > maxX ? [] : decorations.compactMap { decoration in
            guard band.contains(decoration.rect.midY) else { return nil }
            var cut = decoration
            cut.rect = decoration.rect.intersection(CGRect(x: minX, y: decoration.rect.minY, width: maxX - minX,
                                                           height: decoration.rect.height))
            return cut.rect.isNull || cut.rect.width <= 0 ? nil : cut
        }
        return TextLayoutResult(slicing: self, glyphs: picked, decorations: under, quantized: selection.quantized)
    }

    /// An item's ascent, descent and the leading it adds to a line. The system font's lines are
    /// SF Pro's, whatever face stands in for it here; a named font keeps its own ascender,
    /// descender and line gap.
    static func lineMetrics(of item: ShapingItem) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let unit = item.font.size / item.face.unitsPerEm
        let system = item.font.systemLineMetrics
        return (system?.ascent ?? item.face.ascender * unit, system?.descent ?? item.face.descender * unit,
                (system == nil ? item.face.lineGap * unit : 0) + item.font.leading.lineHeightAdjustment)
    }

    /// The faces the text is drawn with (`RenderProvenance`).
    var fontIdentities: [FontIdentity] { faces.map(\.identity) }

    /// Extends (or starts) the underline and strikethrough of a glyph's run under one glyph: at
    /// the face's underline position and thickness, and its strikeout position and thickness.
    static func decorate(_ lines: inout [DecorationLine], item: ShapingItem, x: CGFloat, width: CGFloat, baseline: CGFloat) {
        let unit = item.font.size / item.face.unitsPerEm
        let face = item.face
        for (decoration, offset, thickness) in [(item.underline, face.underlineOffset, face.underlineThickness),
                                                (item.strikethrough, face.strikeoutOffset, face.strikeoutThickness)] {
            guard let decoration else { continue }
            // OpenType gives the top of the stroke above the baseline (post.underlinePosition,
            // OS/2.yStrikeoutPosition).
            let rect = CGRect(x: x, y: baseline - offset * unit, width: width, height: thickness * unit)
            if let index = lines.lastIndex(where: { $0.decoration == decoration && $0.rect.minY == rect.minY
                                                    && $0.rect.height == rect.height }),
               abs(lines[index].rect.maxX - x) < 0.001 {
                lines[index].rect.size.width += width
            } else {
                lines.append(DecorationLine(rect: rect, decoration: decoration))
            }
        }
    }

    /// A placeholder bar over a line's ink (`redacted(reason: .placeholder)`): from three
    /// quarters of the ascent above the baseline to half the descent below it, with ends
    /// rounded by a quarter of its height, in the text's colour at 20% opacity. An estimate from
    /// iOS 17 screenshots of redacted `.body` text (bars about 14 pt tall, light grey on white);
    /// Apple publishes no metrics for them.
    static func redactionBar(x: CGFloat, width: CGFloat, baseline: CGFloat, ascent: CGFloat, descent: CGFloat,
                                     color: Color.Resolved) -> DecorationLine {
        let top = baseline - ascent * 0.75, bottom = baseline + descent * 0.5
        var faded = color
        faded.opacity *= 0.2
        return DecorationLine(rect: CGRect(x: x, y: top, width: width, height: bottom - top),
                              decoration: StyledText.Decoration(pattern: .solid, color: faded), cornerRadius: (bottom - top) / 4)
    }

    /// "…" shaped in the face and style of the given item; its glyphs carry cluster −1 and the
    /// paragraph's level, so it sits at the line's logical end (the left of a right-to-left line).
    static func ellipsis(_ paragraph: Paragraph, item index: Int, level: UInt8) -> [ShapedGlyph] {
        guard paragraph.items.indices.contains(index) else { return [] }
        let item = paragraph.items[index]
        let text = StyledText(runs: [StyledText.Run(string: "\u{2026}", font: item.font, color: item.color, kerning: 0)])
        let shaped = Paragraph(shaping: text, face: item.face)
        return shaped.glyphs.map {
            ShapedGlyph(glyph: $0.glyph, item: index, cluster: -1, advance: $0.advance, offset: $0.offset, level: level)
        }
    }

    /// The largest metrics of the items' fonts: SF Pro's for the system font, whatever face
    /// stands in for it; a named font's own (its leading is its line gap). A font's `leading`
    /// setting adds to it as it does to the line.
    static func fontMetrics(of items: [ShapingItem]) -> TextFontMetrics {
        var metrics = TextFontMetrics(ascent: 0, descent: 0, capHeight: 0, leading: 0)
        for item in items {
            let unit = item.font.size / item.face.unitsPerEm
            let system = item.font.systemLineMetrics
            metrics.ascent = max(metrics.ascent, system?.ascent ?? item.face.ascender * unit)
            metrics.descent = max(metrics.descent, system?.descent ?? item.face.descender * unit)
            metrics.capHeight = max(metrics.capHeight, system?.capHeight ?? item.face.capHeight * unit)
            metrics.leading = max(metrics.leading, (system == nil ? item.face.lineGap * unit : 0) + item.font.leading.lineHeightAdjustment)
        }
        return metrics
    }
}
