import LayoutDSL
@testable import Render
import Testing

/// iOS 26's `Text.AlignmentStrategy` and `Text.WritingDirectionStrategy`: a Hebrew paragraph
/// under an English one, in a left-to-right layout, aligns by the layout (left) by default and by
/// its own writing direction (right) with `writingDirectionBased`; `layoutBased` writing
/// direction makes a Hebrew paragraph's base direction the layout's.
struct TextDirectionStrategyTests {
    static let english = "Timetable for tonight", hebrew = "לוח זמנים"

    func layout(_ string: String, alignment: TextAlignment = .leading, layoutDirection: LayoutDirection = .leftToRight,
                _ strategy: Text.AlignmentStrategy = .default,
                writing: Text.WritingDirectionStrategy = .default) throws -> TextLayoutResult {
        let text = StyledText(runs: [StyledText.Run(string: string, font: .body, color: Color.Resolved(red: 0, green: 0, blue: 0))])
        var options = TextLayoutOptions(alignment: alignment, layoutDirection: layoutDirection)
        options.alignmentStrategy = strategy
        options.writingDirectionStrategy = writing
        return try #require(TextEngine.shared.layout(text, width: nil, height: nil, options: options) as? TextLayoutResult)
    }

    /// Each line's left edge and width.
    func lines(_ layout: TextLayoutResult) -> [(x: CGFloat, width: CGFloat)] { layout.lines.map { ($0.origin.x, $0.width) } }

    @Test func writingDirectionBasedAlignsEachParagraphByItsDirection() throws {
        let string = Self.english + "\n" + Self.hebrew
        let byLayout = lines(try layout(string))
        #expect(byLayout.map(\.x) == [0, 0])
        #expect(lines(try layout(string, .layoutBased)).map(\.x) == [0, 0])

        let byWriting = try layout(string, .writingDirectionBased)
        let placed = lines(byWriting)
        #expect(placed[0].x == 0)
        #expect(placed[1].width < placed[0].width)
        #expect(placed[1].x == byWriting.size.width - placed[1].width, "the Hebrew line ends at the right edge")
        // Trailing is the opposite of the writing direction; centre stays centre.
        let trailing = lines(try layout(string, alignment: .trailing, .writingDirectionBased))
        #expect(trailing[1].x == 0 && trailing[0].x == byWriting.size.width - trailing[0].width)
        #expect(lines(try layout(string, alignment: .center, .writingDirectionBased)).map(\.x)
                    == lines(try layout(string, alignment: .center)).map(\.x))
    }

    /// The view modifier reaches the drawn text: the Hebrew line's ink moves from the left of the
    /// text's frame to its right.
    @Test func modifierMovesTheDrawnLine() throws {
        func inkColumns(_ strategy: Text.AlignmentStrategy) throws -> ClosedRange<Int> {
            let view = Text(Self.english + "\n" + Self.hebrew).multilineTextAlignment(strategy: strategy)
                .frame(width: 300, height: 60, alignment: .topLeading)
            let canvas = try render(view, width: 300, height: 60)
            let columns = (0..<300).filter { x in (32..<60).contains { canvas.alpha(x, $0) > 128 } }
            return try #require(columns.first)...(try #require(columns.last))
        }
        let byLayout = try inkColumns(.default), byWriting = try inkColumns(.writingDirectionBased)
        #expect(byLayout.lowerBound < 4 && byWriting.lowerBound > 40, "\(byLayout) \(byWriting)")
        #expect(abs(byWriting.count - byLayout.count) <= 1, "the same line, moved")
    }

    /// A paragraph's base direction comes from its first strong letter (`contentBased`, the
    /// default) or from the layout (`layoutBased`): "א b" is right to left by its letters, so its
    /// "b" is drawn first (leftmost), and left to right in a left-to-right layout, "b" drawn last;
    /// "b א" is left to right by its letters, right to left in a right-to-left layout.
    @Test func layoutBasedWritingDirectionSetsTheBaseDirection() throws {
        let b = { (layout: TextLayoutResult) in layout.glyphs.firstIndex { $0.glyph == $0.face.glyphIndex("b") } }
        let content = try layout("א b"), byLayout = try layout("א b", writing: .layoutBased)
        #expect(b(content) == 0)
        #expect(b(byLayout) == byLayout.glyphs.count - 1)
        #expect(try layout("א b", writing: .contentBased).glyphs.map(\.glyph) == content.glyphs.map(\.glyph))
        let rightToLeft = try layout("b א", layoutDirection: .rightToLeft, writing: .layoutBased)
        #expect(b(try layout("b א", layoutDirection: .rightToLeft)) == 0)
        #expect(b(rightToLeft) == rightToLeft.glyphs.count - 1)
    }
}
