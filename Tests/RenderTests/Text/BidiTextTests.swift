import LayoutDSL
@testable import Render
import Testing

/// Right-to-left and mixed text laid out by the Unicode Bidirectional Algorithm (UAX #9): no
/// paragraph traps, glyphs stand in the visual order UAX #9 gives (the drawn glyphs of a line
/// are listed left to right), Arabic joins, brackets mirror, and every script the fonts cover
/// draws in its own font.
struct BidiTextTests {
    /// The glyphs of `string` in body type, drawn left to right, line by line.
    func shaped(_ string: String, width: CGFloat? = nil, lineLimit: Int? = nil) throws -> TextLayoutResult {
        let text = StyledText(runs: [StyledText.Run(string: string, font: .body, color: Color.Resolved(red: 0, green: 0, blue: 0))])
        let layout = TextEngine.shared.layout(text, width: width, height: nil, options: TextLayoutOptions(lineLimit: lineLimit))
        return try #require(layout as? TextLayoutResult)
    }

    /// The glyph ids the font's character map gives `string`'s scalars: the isolated forms.
    func cmap(_ string: String, in face: FontFace) -> [UInt32] { string.unicodeScalars.map(face.glyphIndex) }

    func face(_ glyph: TextLayoutResult.Glyph) -> String { URL(fileURLWithPath: glyph.face.file.path).lastPathComponent }

    func assertLeftToRight(_ glyphs: [TextLayoutResult.Glyph]) {
        for (left, right) in zip(glyphs, glyphs.dropFirst()) where left.origin.y == right.origin.y {
            #expect(left.origin.x < right.origin.x)
        }
    }

    /// The crash of the reliability issue: each of these trapped in `breakLines`.
    @Test(arguments: ["שלום", "مرحبا", "1א", "א", "  שלום  ", "שלום\n", "(", "א\u{200F}", "\u{202E}abc\u{202C}"])
    func rightToLeftParagraphsDoNotTrap(string: String) throws {
        let layout = try shaped(string)
        #expect(layout.lineCount == (string.hasSuffix("\n") ? 2 : 1))
        #expect(layout.size.width > 0)
        let wrapped = try shaped(string + " " + string + " " + string, width: 1)
        #expect(wrapped.lineCount >= 2)
    }

    /// Hebrew draws right to left in Noto Sans Hebrew: its first letter is the rightmost glyph.
    @Test func hebrewIsRightToLeft() throws {
        let layout = try shaped("שלום")
        #expect(layout.glyphs.map(face) == Array(repeating: "NotoSansHebrew-Regular.ttf", count: 4))
        #expect(layout.glyphs.map(\.glyph) == cmap("םולש", in: layout.glyphs[0].face))
        assertLeftToRight(layout.glyphs)
        #expect(layout.glyphs[0].origin.x == 0)
    }

    /// Arabic joins: "مرحبا" is meem initial, reh final, hah initial, beh medial, alef final,
    /// none of them the isolated form the character map gives, drawn right to left.
    @Test func arabicJoins() throws {
        let layout = try shaped("مرحبا")
        #expect(layout.glyphs.map(face) == Array(repeating: "NotoSansArabic-Regular.ttf", count: 5))
        let isolated = cmap("ابحرم", in: layout.glyphs[0].face)   // visual order
        #expect(!isolated.contains(0))
        for (glyph, isolatedForm) in zip(layout.glyphs, isolated) { #expect(glyph.glyph != isolatedForm) }
        assertLeftToRight(layout.glyphs)
        // Each letter alone is its isolated form: the joined forms come from shaping in context.
        #expect(try shaped("م").glyphs.map(\.glyph) == cmap("م", in: layout.glyphs[0].face))
        // Lam and alef form the lam-alef ligature (a required ligature of Arabic).
        #expect(try shaped("لا").glyphs.count == 1)
    }

    /// "1א": the first strong character is Hebrew, so the paragraph is right to left and the
    /// digit, first in logical order, stands at the right.
    @Test func digitBeforeHebrew() throws {
        let layout = try shaped("1א")
        #expect(layout.glyphs.map(face) == ["NotoSansHebrew-Regular.ttf", "Inter-Regular.otf"])
        assertLeftToRight(layout.glyphs)
        #expect(layout.glyphs[1].glyph == layout.glyphs[1].face.glyphIndex("1"))
    }

    /// A left-to-right sentence with a Hebrew word: the word is reversed in place (spaces draw nothing).
    @Test func hebrewWordInEnglishSentence() throws {
        let layout = try shaped("Hello שלום world")
        let faces = layout.glyphs.map(face)
        #expect(faces == Array(repeating: "Inter-Regular.otf", count: 5) + Array(repeating: "NotoSansHebrew-Regular.ttf", count: 4)
                + Array(repeating: "Inter-Regular.otf", count: 5))
        #expect(layout.glyphs[5..<9].map(\.glyph) == cmap("םולש", in: layout.glyphs[5].face))
        #expect(layout.glyphs[0].glyph == layout.glyphs[0].face.glyphIndex("H"))
        #expect(layout.glyphs[9].glyph == layout.glyphs[9].face.glyphIndex("w"))
        assertLeftToRight(layout.glyphs)
    }

    /// A right-to-left sentence with an English word: the words go right to left, the English
    /// word keeps its own order (level 2).
    @Test func englishWordInHebrewSentence() throws {
        let layout = try shaped("שלום Hello עולם")
        let hebrew = layout.glyphs[0].face
        #expect(layout.glyphs[0..<4].map(\.glyph) == cmap("םלוע", in: hebrew))
        #expect(layout.glyphs[4..<9].map(\.glyph) == cmap("Hello", in: layout.glyphs[4].face))
        #expect(layout.glyphs[9..<13].map(\.glyph) == cmap("םולש", in: hebrew))
        assertLeftToRight(layout.glyphs)
    }

    /// Numbers inside right-to-left text keep their left-to-right order (W2, W7, L2).
    @Test func numberInsideHebrew() throws {
        let layout = try shaped("מחיר 123 שקל")
        let hebrew = layout.glyphs[0].face, latin = layout.glyphs[3].face
        #expect(layout.glyphs[0..<3].map(\.glyph) == cmap("לקש", in: hebrew))
        #expect(layout.glyphs[3..<6].map(\.glyph) == cmap("123", in: latin))
        #expect(layout.glyphs[6..<10].map(\.glyph) == cmap("ריחמ", in: hebrew))
        assertLeftToRight(layout.glyphs)
    }

    /// Brackets mirror at odd levels: in "(שלום)" the leftmost glyph is "(" and the rightmost
    /// ")", though logically the text starts with "(" (HarfBuzz mirrors in right-to-left runs).
    @Test func bracketsMirror() throws {
        let layout = try shaped("(שלום)")
        let first = try #require(layout.glyphs.first), last = try #require(layout.glyphs.last)
        #expect(first.glyph == first.face.glyphIndex("("))
        #expect(last.glyph == last.face.glyphIndex(")"))
        #expect(layout.glyphs.dropFirst().dropLast().map(\.glyph) == cmap("םולש", in: layout.glyphs[1].face))
    }

    /// A wrapped right-to-left paragraph: lines break on logical order, so the first words are
    /// on the first line, the very first at its right end; `.leading` keeps every line on the
    /// left edge (SwiftUI aligns Text by the environment's layout direction, left to right here).
    @Test func wrappedHebrewParagraph() throws {
        let words = ["אחת", "שתיים", "שלוש", "ארבע", "חמש", "שש"]
        let twoWords = try shaped(words[0] + " " + words[1]).size.width
        let layout = try shaped(words.joined(separator: " "), width: twoWords + 0.5)
        #expect(layout.lineCount == 3)
        let baselines = Array(Set(layout.glyphs.map(\.origin.y))).sorted()
        #expect(baselines.count == 3)
        let firstLine = layout.glyphs.filter { $0.origin.y == baselines[0] }
        let hebrew = firstLine[0].face
        // Line 1 is "שתיים אחת" as drawn: the second word, then the first at the right.
        #expect(firstLine.map(\.glyph) == cmap("םייתש" + "תחא", in: hebrew))
        for baseline in baselines {
            let line = layout.glyphs.filter { $0.origin.y == baseline }
            #expect(line.first?.origin.x == 0)
            assertLeftToRight(line)
        }
    }

    /// A tail-truncated right-to-left line ends, logically, in "…": at its left.
    @Test func truncatedHebrewEllipsisIsOnTheLeft() throws {
        let layout = try shaped("שלום עולם ומלואו", width: 60, lineLimit: 1)
        #expect(layout.truncated)
        let ellipsis = try #require(layout.glyphs.first)
        #expect(ellipsis.glyph == ellipsis.face.glyphIndex("\u{2026}"))
        #expect(layout.glyphs.dropFirst().allSatisfy { face($0) == "NotoSansHebrew-Regular.ttf" })
    }

    /// Each paragraph has its own base direction (UAX #9 P1–P3): a Hebrew line, then an English one.
    @Test func paragraphsTakeTheirOwnDirection() throws {
        let layout = try shaped("אב 1\nab 1")
        #expect(layout.lineCount == 2)
        let baselines = Array(Set(layout.glyphs.map(\.origin.y))).sorted()
        let first = layout.glyphs.filter { $0.origin.y == baselines[0] }
        let second = layout.glyphs.filter { $0.origin.y == baselines[1] }
        // Right to left: "1" at the left, then "בא".
        #expect(first.map(face) == ["Inter-Regular.otf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Regular.ttf"])
        #expect(second.map(\.glyph) == cmap("ab1", in: second[0].face))
    }

    /// Left-to-right scripts stay left to right, each in the font that covers it, on one line.
    @Test(arguments: [("Hello world", "Inter-Regular.otf", 10), ("Привет мир", "Inter-Regular.otf", 9), ("Γειά σου κόσμε", "Inter-Regular.otf", 12),
                      ("你好世界", "NotoSansCJK-Regular.ttc", 4), ("🚀🎉", "NotoColorEmoji.ttf", 2)])
    func leftToRightScripts(string: String, file: String, glyphs: Int) throws {
        let layout = try shaped(string)
        #expect(layout.lineCount == 1)
        #expect(layout.glyphs.count == glyphs)
        #expect(layout.glyphs.allSatisfy { face($0) == file && $0.glyph != 0 })
        assertLeftToRight(layout.glyphs)
        #expect(layout.glyphs.first?.origin.x == 0)
    }
}
