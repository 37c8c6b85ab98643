import CUnibreak
import LayoutDSL

extension Paragraph {
    /// Lines break on the text as written (logical order), at libunibreak's opportunities
    /// (UAX #14), as UAX #9 orders it: reordering comes after line breaking, line by line
    /// (https://www.unicode.org/reports/tr9/#Reordering_Resolved_Levels). Lines are glyph
    /// ranges; without a width, lines end only at mandatory breaks. Each line takes all it can
    /// (first fit, as iOS breaks text), then a two-line paragraph ending in a single short word
    /// gets a word pushed down to it unless `pushesOutOrphans` is off (`pushingOutOrphans`).
    func breakLines(width: CGFloat?, pushesOutOrphans: Bool = true) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [0..<0] }
        let segments = breakSegments()
        var lines: [Range<Int>] = []
        var lineStart = 0, lineEnd = 0
        var lineWidth: CGFloat = 0   // including trailing whitespace
        for segment in segments {
            let full = glyphs[segment.range].reduce(0) { $0 + $1.advance }
            if let width, lineEnd > lineStart, lineWidth + trimmedWidth(segment.range) > width {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd; lineWidth = 0
            }
            if let width, lineEnd == lineStart, trimmedWidth(segment.range) > width {
                // A word wider than the line breaks between characters.
                var cursor = segment.range.lowerBound
                var accumulated: CGFloat = 0
                for index in segment.range {
                    let advance = glyphs[index].advance
                    if accumulated + advance > width, index > cursor, !isWhitespaceGlyph(glyphs[index]) {
                        lines.append(cursor..<index)
                        cursor = index; accumulated = 0
                    }
                    accumulated += advance
                }
                lineStart = cursor; lineEnd = segment.range.upperBound; lineWidth = accumulated
            } else {
                lineEnd = segment.range.upperBound
                lineWidth += full
            }
            if segment.mandatory {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd; lineWidth = 0
            }
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(lineStart..<lineEnd) }
        // Text ending in a newline ends with an empty line.
        if let last = glyphs.last, isNewline(last), lines.last?.isEmpty == false { lines.append(glyphs.count..<glyphs.count) }
        guard let width, pushesOutOrphans, lines.count >= 2 else { return lines }
        return pushingOutOrphans(lines, segments: segments, width: width)
    }

    /// The text's segments: glyph ranges between break opportunities, each ending a line
    /// (`mandatory`) or not.
    private func breakSegments() -> [(range: Range<Int>, mandatory: Bool)] {
        var segments: [(range: Range<Int>, mandatory: Bool)] = []
        var start = 0
        for index in glyphs.indices {
            let last = index + 1 == glyphs.count
            let next = last ? bytes.count : glyphs[index + 1].cluster
            guard last || next != glyphs[index].cluster else { continue }
            let verdict = breaks[next - 1]
            if last || verdict == CChar(LINEBREAK_MUSTBREAK) || verdict == CChar(LINEBREAK_ALLOWBREAK) {
                segments.append((start..<(index + 1), verdict == CChar(LINEBREAK_MUSTBREAK) && !last))
                start = index + 1
            }
        }
        return segments
    }

    /// The advances of a range of glyphs, without the whitespace that ends it, which hangs.
    func trimmedWidth(_ range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespaceGlyph(glyphs[end - 1]) { end -= 1 }
        return glyphs[range.lowerBound..<end].reduce(0) { $0 + $1.advance }
    }
}
