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

    init(paragraph: Paragraph, lines allLines: [Range<Int>], width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) {
        let glyphs = paragraph.glyphs
        func metrics(_ line: Range<Int>) -> (height: CGFloat, ascent: CGFloat, descent: CGFloat) {
            // Items on the line, or the one the line would continue (an empty line).
            let itemIndices = line.isEmpty
                ? [line.lowerBound < glyphs.count ? glyphs[line.lowerBound].item : max(paragraph.items.count - 1, 0)]
                : Set(glyphs[line].map(\.item)).sorted()
            var lineHeight: CGFloat = 0, ascent: CGFloat = 0, descent: CGFloat = 0
            for index in itemIndices where index < paragraph.items.count {
                let (a, d, gap) = TextLayoutResult.lineMetrics(of: paragraph.items[index])
                ascent = max(ascent, a); descent = max(descent, d)
                lineHeight = max(lineHeight, a + d + gap)
            }
            return (lineHeight, ascent, descent)
        }
        func trimmedWidth(_ line: Range<Int>) -> CGFloat {
            var end = line.upperBound
            while end > line.lowerBound, paragraph.isWhitespaceGlyph(glyphs[end - 1]) { end -= 1 }
            return glyphs[line.lowerBound..<end].reduce(0) { $0 + $1.advance }
        }

        // How many lines fit: the line limit, and the proposed height (at least one line).
        var visible = allLines.count
        if let limit = options.lineLimit { visible = min(visible, max(limit, 1)) }
        if let height {
            var used: CGFloat = 0, fitting = 0
            for line in allLines.prefix(visible) {
                used += metrics(line).height + (fitting > 0 ? options.lineSpacing : 0)
                if used > height + 0.001 { break }
                fitting += 1
            }
            visible = min(visible, max(fitting, 1))
        }
        var lines = allLines.prefix(visible).map { line -> [Int] in
            Array(line).filter { !paragraph.isNewline(glyphs[$0]) }
        }
        var extra: [Int: [ShapedGlyph]] = [:]   // ellipsis glyphs appended to a line
        var truncated = visible < allLines.count
        let lastIndex = lines.count - 1
        let lastWidth = trimmedWidth(allLines[lastIndex])
        if let width, lastWidth > width + 0.001 { truncated = true }
        if truncated, lastIndex >= 0 {
            let line = lines[lastIndex]
            let itemIndex = line.last.map { glyphs[$0].item } ?? max(paragraph.items.count - 1, 0)
            let ellipsis = TextLayoutResult.ellipsis(paragraph, item: itemIndex, level: paragraph.baseLevel(of: allLines[lastIndex]))
            let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
            let available = width ?? (lastWidth + ellipsisWidth)
            var kept = line
            func keptWidth() -> CGFloat { kept.reduce(0) { $0 + glyphs[$1].advance } }
            switch options.truncationMode {
            case .tail:
                while let last = kept.last,
                      paragraph.isWhitespaceGlyph(glyphs[last]) || keptWidth() + ellipsisWidth > available {
                    kept.removeLast()
                }
                extra[lastIndex] = ellipsis
            case .head:
                while let first = kept.first,
                      paragraph.isWhitespaceGlyph(glyphs[first]) || keptWidth() + ellipsisWidth > available {
                    kept.removeFirst()
                }
                extra[-1 - lastIndex] = ellipsis
            case .middle:
                var fromStart = true
                var head: [Int] = [], tail: [Int] = kept
                head = Array(tail.prefix(tail.count / 2)); tail = Array(tail.dropFirst(tail.count / 2))
                while !(head.isEmpty && tail.isEmpty),
                      (head + tail).reduce(0, { $0 + glyphs[$1].advance }) + ellipsisWidth > available {
                    if fromStart, !head.isEmpty {
                        head.removeLast()
                    } else if !tail.isEmpty {
                        tail.removeFirst()
                    } else {
                        head.removeLast()
                    }
                    fromStart.toggle()
                }
                kept = head
                extra[lastIndex] = ellipsis + tail.map { glyphs[$0] }
            }
            lines[lastIndex] = kept
        }

        // Place lines top to bottom, each in visual order; align each within the widest.
        // `.leading` is the left edge whatever the text's direction: SwiftUI's Text aligns by
        // the environment (its default `Text.AlignmentStrategy` is `layoutBased`, "the alignment
        // following the environment setting"; following the paragraph's writing direction is
        // the opt-in `writingDirectionBased`, https://developer.apple.com/documentation/swiftui/text/alignmentstrategy/default),
        // and the environment's layout direction here is left to right (R25).
        func lineGlyphs(_ index: Int) -> [ShapedGlyph] {
            VisualLine.glyphs((extra[-1 - index] ?? []) + lines[index].map { glyphs[$0] } + (extra[index] ?? []), in: paragraph)
        }
        let runs = lines.indices.map(lineGlyphs)
        let widths = runs.map { $0.reduce(0) { $0 + $1.advance } }
        // The size rounds up to whole pixels, as `Text` on iOS does: one 20.287 pt line of
        // `.body` is 61 pixels, 20.33 pt, at 3x (docs/dynamic-type.md §2); a 52.27 pt word is
        // 52.33 pt wide (docs/typography.md §2: UILabel's widths are CoreText's rounded up the
        // same way). Lines align within the rounded box, as they do within a label's bounds.
        let scale = options.displayScale
        func pixelCeiling(_ value: CGFloat) -> CGFloat { scale > 0 ? (value * scale - 0.0001).rounded(.up) / scale : value }
        let boxWidth = pixelCeiling(widths.max() ?? 0)
        var placed: [Glyph] = []
        var decorations: [DecorationLine] = []
        var shapedLines: [ShapedTextLine] = [], drawnIndices: [[[Int]]] = [], lineBands: [ClosedRange<CGFloat>] = []
        var y: CGFloat = 0
        var first: CGFloat = 0, last: CGFloat = 0, lastEnd: CGFloat = 0
        for (index, run) in runs.enumerated() {
            let m = metrics(allLines[index])
            if index > 0 { y += options.lineSpacing }
            let baseline = y + (m.height - m.ascent - m.descent) / 2 + m.ascent
            if index == 0 { first = baseline }
            last = baseline
            let shift: CGFloat = switch (options.alignment, options.layoutDirection) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
            case (.center, _): (boxWidth - widths[index]) / 2
            case (.trailing, .leftToRight), (.leading, .rightToLeft): boxWidth - widths[index]
            }
            lastEnd = options.layoutDirection == .rightToLeft ? shift : shift + widths[index]
            var x = shift
            let lineDecorations = decorations.count
            var inkEnd = shift
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
                lineDrawn[lineDrawn.count - 1].append(!paragraph.isWhitespaceGlyph(glyph) && !options.isRedacted ? placed.count : -1)
                if !paragraph.isWhitespaceGlyph(glyph) {
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
            if options.isRedacted, inkEnd > shift, let item = run.first.map({ paragraph.items[min($0.item, paragraph.items.count - 1)] }) {
                decorations.append(TextLayoutResult.redactionBar(x: shift, width: inkEnd - shift, baseline: baseline, ascent: m.ascent,
                                                                 descent: m.descent, color: item.color))
            }
            // Lines stop at the last glyph drawn: a wrapped line's trailing space is not underlined.
            for index in decorations.indices.dropFirst(lineDecorations) {
                decorations[index].rect.size.width = max(0, min(decorations[index].rect.maxX, inkEnd) - decorations[index].rect.minX)
            }
            shapedLines.append(ShapedTextLine(origin: CGPoint(x: shift, y: baseline), width: widths[index], ascent: m.ascent,
                                        descent: m.descent, leading: m.height - m.ascent - m.descent, runs: lineRuns))
            drawnIndices.append(lineDrawn)
            lineBands.append(y...(y + m.height))
            y += m.height
        }
        if let lastLine = allLines.prefix(runs.count).last, runs.count < options.reservedLines {
            y += CGFloat(options.reservedLines - runs.count) * (metrics(lastLine).height + options.lineSpacing)
        }
        self.size = CGSize(width: boxWidth, height: pixelCeiling(y))
        self.firstBaseline = first
        self.lastBaseline = last
        self.lineCount = runs.count
        self.lastLineEnd = lastEnd
        self.fontMetrics = TextLayoutResult.fontMetrics(of: paragraph.items)
        self.truncated = truncated
        self.glyphs = placed
        self.faces = paragraph.items.map(\.face)
        self.decorations = decorations.filter { $0.rect.width > 0 }
        self.lines = shapedLines
        self.drawnIndices = drawnIndices
        self.lineBands = lineBands
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
    private static func lineMetrics(of item: ShapingItem) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let unit = item.font.size / item.face.unitsPerEm
        let system = item.font.systemLineMetrics
        return (system?.ascent ?? item.face.ascender * unit, system?.descent ?? item.face.descender * unit,
                (system == nil ? item.face.lineGap * unit : 0) + item.font.leading.lineHeightAdjustment)
    }

    /// The faces the text is drawn with (`RenderProvenance`).
    var fontIdentities: [FontIdentity] { faces.map(\.identity) }

    /// Extends (or starts) the underline and strikethrough of a glyph's run under one glyph: at
    /// the face's underline position and thickness, and its strikeout position and thickness.
    private static func decorate(_ lines: inout [DecorationLine], item: ShapingItem, x: CGFloat, width: CGFloat, baseline: CGFloat) {
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
    private static func redactionBar(x: CGFloat, width: CGFloat, baseline: CGFloat, ascent: CGFloat, descent: CGFloat,
                                     color: Color.Resolved) -> DecorationLine {
        let top = baseline - ascent * 0.75, bottom = baseline + descent * 0.5
        var faded = color
        faded.opacity *= 0.2
        return DecorationLine(rect: CGRect(x: x, y: top, width: width, height: bottom - top),
                              decoration: StyledText.Decoration(pattern: .solid, color: faded), cornerRadius: (bottom - top) / 4)
    }

    /// "…" shaped in the face and style of the given item; its glyphs carry cluster −1 and the
    /// paragraph's level, so it sits at the line's logical end (the left of a right-to-left line).
    private static func ellipsis(_ paragraph: Paragraph, item index: Int, level: UInt8) -> [ShapedGlyph] {
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
