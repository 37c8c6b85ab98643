import LayoutDSL

extension TextLayoutResult {
    /// Lines placed top to bottom, each in visual order and aligned within the widest: the
    /// glyphs drawn, decorations, the lines' runs for selection and hit testing, and baselines.
    ///
    /// `.leading` is the left edge whatever the text's direction: SwiftUI's Text aligns by the
    /// environment (its default `Text.AlignmentStrategy` is `layoutBased`, "the alignment following
    /// the environment setting"; following the paragraph's writing direction is the opt-in
    /// `writingDirectionBased`, https://developer.apple.com/documentation/swiftui/text/alignmentstrategy/default),
    /// and the environment's layout direction here is left to right (R25). With
    /// `writingDirectionBased`, a line aligns in the terms of its paragraph's base direction. An
    /// attributed string's paragraph `alignment` (iOS 26) wins over both: "The left edge of each
    /// line is aligned to the left edge of the container" (and right, centre), visual edges
    /// (https://developer.apple.com/documentation/foundation/attributedstring/textalignment).
    struct LinePlacement {
        let paragraph: Paragraph
        let options: TextLayoutOptions
        /// Each line's width, and the box they align in: the widest, rounded up to whole pixels.
        let widths: [CGFloat]
        let boxWidth: CGFloat
        var placed: [Glyph] = []
        var decorations: [DecorationLine] = []
        var lines: [ShapedTextLine] = []
        var drawnIndices: [[[Int]]] = []
        var lineBands: [ClosedRange<CGFloat>] = []
        /// The top of the next line.
        var y: CGFloat = 0
        var firstBaseline: CGFloat = 0, lastBaseline: CGFloat = 0, lastLineEnd: CGFloat = 0

        init(paragraph: Paragraph, runs: [[ShapedGlyph]], options: TextLayoutOptions) {
            self.paragraph = paragraph
            self.options = options
            widths = runs.map { $0.reduce(0) { $0 + $1.advance } }
            boxWidth = TextLayoutResult.pixelCeiling(widths.max() ?? 0, scale: options.displayScale)
        }

        /// Places line `index`, whose glyphs in visual order are `run`, below the lines before it,
        /// its leading and trailing alignments those of `direction`.
        mutating func place(_ run: [ShapedGlyph], index: Int, metrics m: LineMetrics, alignedIn direction: LayoutDirection) {
            if index > 0 { y += options.lineSpacing }
            let baseline = y + (m.height - m.ascent - m.descent) / 2 + m.ascent
            if index == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            let shift: CGFloat = switch (m.paragraphAlignment, options.alignment, direction) {
            case (.left, _, _), (nil, .leading, .leftToRight), (nil, .trailing, .rightToLeft): 0
            case (.center, _, _), (nil, .center, _): (boxWidth - widths[index]) / 2
            case (.right, _, _), (nil, .trailing, .leftToRight), (nil, .leading, .rightToLeft): boxWidth - widths[index]
            }
            lastLineEnd = options.layoutDirection == .rightToLeft ? shift : shift + widths[index]
            let lineDecorations = decorations.count
            let (runs, drawn, inkEnd) = placeGlyphs(run, from: shift, baseline: baseline)
            if options.isRedacted, inkEnd > shift, let item = run.first.map({ paragraph.items[min($0.item, paragraph.items.count - 1)] }) {
                decorations.append(TextLayoutResult.redactionBar(x: shift, width: inkEnd - shift, baseline: baseline, ascent: m.ascent,
                                                                 descent: m.descent, color: item.color))
            }
            // Lines stop at the last glyph drawn: a wrapped line's trailing space is not underlined.
            for index in decorations.indices.dropFirst(lineDecorations) {
                decorations[index].rect.size.width = max(0, min(decorations[index].rect.maxX, inkEnd) - decorations[index].rect.minX)
            }
            lines.append(ShapedTextLine(origin: CGPoint(x: shift, y: baseline), width: widths[index], ascent: m.ascent,
                                        descent: m.descent, leading: m.height - m.ascent - m.descent, runs: runs))
            drawnIndices.append(drawn)
            lineBands.append(y...(y + m.height))
            y += m.height
        }

        /// A line's glyphs from `x` on: drawn (unless redacted or whitespace) and decorated, and
        /// grouped in runs of one styled run and direction; where the ink ends.
        private mutating func placeGlyphs(_ run: [ShapedGlyph], from shift: CGFloat, baseline: CGFloat)
            -> (runs: [ShapedTextRun], drawn: [[Int]], inkEnd: CGFloat) {
            var x = shift, inkEnd = shift
            var lineRuns: [ShapedTextRun] = [], lineDrawn: [[Int]] = [], character = 0
            for glyph in run {
                let item = glyph.item < paragraph.items.count ? paragraph.items[glyph.item] : paragraph.items[paragraph.items.count - 1]
                let y = baseline - item.baselineOffset
                if lineRuns.last?.styledRun != item.run || lineRuns.last?.isRightToLeft != item.isRightToLeft {
                    let (a, d, gap) = TextLayoutResult.lineMetrics(of: item)
                    lineRuns.append(ShapedTextRun(styledRun: item.run, isRightToLeft: item.isRightToLeft,
                                                  ascent: a, descent: d, leading: gap, glyphs: []))
                    lineDrawn.append([])
                }
                // The ellipsis (cluster −1) stands for the characters before it.
                character = glyph.cluster >= 0 ? glyph.cluster : character
                lineRuns[lineRuns.count - 1].glyphs.append(ShapedTextGlyph(x: x, advance: glyph.advance, characterIndex: character))
                let whitespace = paragraph.isWhitespaceGlyph(glyph)
                lineDrawn[lineDrawn.count - 1].append(!whitespace && !options.isRedacted ? placed.count : -1)
                if !whitespace {
                    if !options.isRedacted {
                        placed.append(Glyph(face: item.face, glyph: glyph.glyph,
                                            origin: CGPoint(x: x + glyph.offset.x, y: y - glyph.offset.y),
                                            size: item.font.size, color: item.color))
                    }
                    inkEnd = x + glyph.advance
                }
                if !options.isRedacted { TextLayoutResult.decorate(&decorations, item: item, x: x, width: glyph.advance, baseline: y) }
                x += glyph.advance
            }
            return (lineRuns, lineDrawn, inkEnd)
        }
    }

    /// `value` rounded up to whole pixels at `scale`, as `Text` on iOS sizes itself: one 20.287 pt
    /// line of `.body` is 61 pixels, 20.33 pt, at 3x (docs/dynamic-type.md §2); a 52.27 pt word is
    /// 52.33 pt wide (docs/typography.md §2: UILabel's widths are CoreText's rounded up the same
    /// way). Lines align within the rounded box, as they do within a label's bounds.
    static func pixelCeiling(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale - 0.0001).rounded(.up) / scale : value
    }
}
