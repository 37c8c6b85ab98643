import LayoutDSL
@_spi(Rendering) import _FoundationGaps

extension TextLayoutResult {
    /// A line's height and the ascent and descent it sets its baseline by: the largest of its items'
    /// (or, for an empty line, of the item it would continue). A paragraph with a line height
    /// (`AttributedString.LineHeight`, iOS 26) takes that height from the largest point size of its
    /// items instead, "regardless of the effective ascent and descent of the fonts in use" (Apple's
    /// documentation of each form), and its baseline from the line's top by that size
    /// (docs/reference/text-line-height.md).
    struct LineMetrics {
        let height: CGFloat, ascent: CGFloat, descent: CGFloat
        /// Its paragraph's explicit alignment (an attributed string's `alignment`), if any.
        let paragraphAlignment: AttributedString.TextAlignment?

        init(of line: Range<Int>, in paragraph: Paragraph) {
            let glyphs = paragraph.glyphs
            let itemIndices = line.isEmpty
                ? [line.lowerBound < glyphs.count ? glyphs[line.lowerBound].item : max(paragraph.items.count - 1, 0)]
                : Set(glyphs[line].map(\.item)).sorted()
            var natural: CGFloat = 0, ascent: CGFloat = 0, descent: CGFloat = 0, pointSize: CGFloat = 0
            var rule: AttributedString.LineHeight?, alignment: AttributedString.TextAlignment?
            for index in itemIndices where index < paragraph.items.count {
                let item = paragraph.items[index]
                let (a, d, gap) = TextLayoutResult.lineMetrics(of: item)
                ascent = max(ascent, a); descent = max(descent, d)
                natural = max(natural, a + d + gap)
                // Runs without paragraph attributes (an inline symbol's) take the paragraph's.
                if let lineHeight = item.lineHeight {
                    rule = rule ?? lineHeight
                    pointSize = max(pointSize, item.font.size)
                }
                alignment = alignment ?? item.paragraphAlignment
            }
            paragraphAlignment = alignment
            guard let rule, rule != .variable else {
                (height, self.ascent, self.descent) = (natural, ascent, descent)
                return
            }
            // The baseline one point size below the line's top, the rest of the height below it:
            // measured of `.multiple(factor:)` on iOS 26.5 (ascent = the size, descent = (f - 1) x
            // the size); the other forms are taken to place it alike.
            height = max(0, rule.height(pointSize: pointSize, natural: natural))
            (self.ascent, self.descent) = (pointSize, height - pointSize)
        }
    }

    /// The lines that fit, as glyph indices, and the ellipsis where they were cut: how many lines
    /// the line limit and the proposed height leave (at least one), and the last one shortened to
    /// the width with an ellipsis at its tail, head or middle (`truncationMode`), as `Text` truncates.
    struct FittedLines {
        /// Each visible line's glyphs (newlines left out), in logical order.
        var lines: [[Int]]
        /// Glyphs added after line `i` (key `i`) or before it (key `-1 - i`): the ellipsis, and in
        /// the middle mode the line's kept tail after it.
        var extra: [Int: [ShapedGlyph]] = [:]
        var truncated: Bool

        init(paragraph: Paragraph, lines allLines: [Range<Int>], width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) {
            let glyphs = paragraph.glyphs
            let visible = Self.visibleCount(allLines, paragraph: paragraph, height: height, options: options)
            lines = allLines.prefix(visible).map { line in Array(line).filter { !paragraph.isNewline(glyphs[$0]) } }
            truncated = visible < allLines.count
            let lastIndex = lines.count - 1
            let lastWidth = paragraph.trimmedWidth(allLines[lastIndex])
            if let width, lastWidth > width + 0.001 { truncated = true }
            guard truncated, lastIndex >= 0 else { return }
            let line = lines[lastIndex]
            let itemIndex = line.last.map { glyphs[$0].item } ?? max(paragraph.items.count - 1, 0)
            let ellipsis = TextLayoutResult.ellipsis(paragraph, item: itemIndex, level: paragraph.baseLevel(of: allLines[lastIndex]))
            let available = width ?? (lastWidth + ellipsis.reduce(0) { $0 + $1.advance })
            let cut = Self.truncate(line, ellipsis: ellipsis, available: available, mode: options.truncationMode, paragraph: paragraph)
            lines[lastIndex] = cut.kept
            if !cut.before.isEmpty { extra[-1 - lastIndex] = cut.before }
            if !cut.after.isEmpty { extra[lastIndex] = cut.after }
        }

        /// Line `index`'s glyphs with what was added to it, in visual order.
        func visualGlyphs(_ index: Int, in paragraph: Paragraph) -> [ShapedGlyph] {
            VisualLine.glyphs((extra[-1 - index] ?? []) + lines[index].map { paragraph.glyphs[$0] } + (extra[index] ?? []), in: paragraph)
        }

        /// How many lines fit: the line limit, and the proposed height (at least one line).
        private static func visibleCount(_ lines: [Range<Int>], paragraph: Paragraph, height: CGFloat?, options: TextLayoutOptions) -> Int {
            var visible = lines.count
            if let limit = options.lineLimit { visible = min(visible, max(limit, 1)) }
            guard let height else { return visible }
            var used: CGFloat = 0, fitting = 0
            for line in lines.prefix(visible) {
                used += LineMetrics(of: line, in: paragraph).height + (fitting > 0 ? options.lineSpacing : 0)
                if used > height + 0.001 { break }
                fitting += 1
            }
            return min(visible, max(fitting, 1))
        }

        /// The glyphs of `line` kept with `ellipsis` within `available`, and what goes before and
        /// after them: glyphs leave the end (tail), the start (head), or alternately both sides
        /// of the middle (middle), whitespace next to the ellipsis first.
        private static func truncate(_ line: [Int], ellipsis: [ShapedGlyph], available: CGFloat, mode: Text.TruncationMode,
                                     paragraph: Paragraph) -> (kept: [Int], before: [ShapedGlyph], after: [ShapedGlyph]) {
            let glyphs = paragraph.glyphs
            let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
            func width(_ indices: [Int]) -> CGFloat { indices.reduce(0) { $0 + glyphs[$1].advance } }
            var kept = line
            switch mode {
            case .tail:
                while let last = kept.last, paragraph.isWhitespaceGlyph(glyphs[last]) || width(kept) + ellipsisWidth > available {
                    kept.removeLast()
                }
                return (kept, [], ellipsis)
            case .head:
                while let first = kept.first, paragraph.isWhitespaceGlyph(glyphs[first]) || width(kept) + ellipsisWidth > available {
                    kept.removeFirst()
                }
                return (kept, ellipsis, [])
            case .middle:
                var fromStart = true
                var head = Array(kept.prefix(kept.count / 2)), tail = Array(kept.dropFirst(kept.count / 2))
                while !(head.isEmpty && tail.isEmpty), width(head + tail) + ellipsisWidth > available {
                    if fromStart, !head.isEmpty {
                        head.removeLast()
                    } else if !tail.isEmpty {
                        tail.removeFirst()
                    } else {
                        head.removeLast()
                    }
                    fromStart.toggle()
                }
                return (head, [], ellipsis + tail.map { glyphs[$0] })
            }
        }
    }
}
