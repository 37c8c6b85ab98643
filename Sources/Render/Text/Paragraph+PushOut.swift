import Foundation
import LayoutDSL

extension Paragraph {
    /// The longest last line, in characters, that is pushed out. iOS pushed out a last line of
    /// 6, 8 and 9 characters and kept one of 16 (iOS 26 references of home-assistant/iOS,
    /// docs/reference/ios-line-breaking.md); no source gives the limit, so it is the middle of
    /// that bracket, an estimate.
    static let orphanCharacterLimit = 12

    /// The lines with each two-line paragraph's orphan pushed out: iOS labels and `Text` break
    /// with `NSParagraphStyle.LineBreakStrategy.standard`, which includes `pushOut` ("pushes out
    /// individual lines to avoid an orphan word on the last line of the paragraph"; the SDK's
    /// header: "the current implementation usually pushes out the last line by a single word").
    /// As measured on iOS (docs/reference/ios-line-breaking.md): a paragraph that first fit breaks
    /// into exactly two lines, whose second is one word of at most `orphanCharacterLimit`
    /// characters, takes the first line's last word down, when the first line keeps a word and
    /// the second still fits. Longer paragraphs keep their lines.
    ///
    /// `segments` are the glyph ranges between break opportunities, in order; paragraphs end at
    /// lines ending in a newline.
    func pushingOutOrphans(_ lines: [Range<Int>], segments: [(range: Range<Int>, mandatory: Bool)], width: CGFloat) -> [Range<Int>] {
        /// Whether a break opportunity precedes glyph `index` (a segment starts there).
        func wordStarts(_ index: Int) -> Bool {
            var low = 0, high = segments.count
            while low < high {
                let middle = (low + high) / 2
                if segments[middle].range.lowerBound < index { low = middle + 1 } else { high = middle }
            }
            return low < segments.count && segments[low].range.lowerBound == index
        }
        var lines = lines
        var paragraphStart = 0
        for index in lines.indices {
            let line = lines[index]
            let endsParagraph = index + 1 == lines.count || (!line.isEmpty && isNewline(glyphs[line.upperBound - 1]))
            guard endsParagraph else { continue }
            defer { paragraphStart = index + 1 }
            guard index - paragraphStart == 1 else { continue }
            let (first, last) = (lines[paragraphStart], line)
            guard first.upperBound == last.lowerBound, wordStarts(last.lowerBound),
                  !last.dropFirst().contains(where: { wordStarts($0) && !isTrailingSpace(from: $0, in: last) }),
                  characterCount(last) <= Self.orphanCharacterLimit,
                  let pushed = first.dropFirst().last(where: wordStarts),
                  trimmedWidth(pushed..<last.upperBound) <= width else { continue }
            lines[paragraphStart] = first.lowerBound..<pushed
            lines[index] = pushed..<last.upperBound
        }
        return lines
    }

    /// Whether the glyphs from `index` to the end of `line` are whitespace and line ends only.
    private func isTrailingSpace(from index: Int, in line: Range<Int>) -> Bool {
        (index..<line.upperBound).allSatisfy { isWhitespaceGlyph(glyphs[$0]) }
    }

    /// The characters a line shows, without the whitespace and newline that end it.
    private func characterCount(_ line: Range<Int>) -> Int {
        guard !line.isEmpty else { return 0 }
        let start = glyphs[line.lowerBound].cluster
        let end = line.upperBound < glyphs.count ? glyphs[line.upperBound].cluster : bytes.count
        guard start >= 0, end > start else { return 0 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines).count
    }
}
