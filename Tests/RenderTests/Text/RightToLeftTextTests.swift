import LayoutDSL
import Render
import Testing

/// Right to left, text is laid out, not mirrored: glyphs keep their shapes and order, and
/// `multilineTextAlignment(.leading)` (the default) aligns each line to the right edge of the
/// text's frame, `.trailing` to the left.
struct RightToLeftTextTests {
    /// The horizontal extent of the covered pixels in rows `rows` of the canvas.
    func ink(_ canvas: Canvas, rows: Range<Int>) -> ClosedRange<Int>? {
        var low = Int.max, high = Int.min
        for y in rows { for x in 0..<canvas.width where canvas.alpha(x, y) > 0 { low = min(low, x); high = max(high, x) } }
        return low <= high ? low...high : nil
    }

    func lastLineInk(_ alignment: TextAlignment, _ direction: LayoutDirection) throws -> (frame: CGRect, ink: ClosedRange<Int>) {
        let text = Text("A much longer first line\nab").font(.system(size: 20)).foregroundColor(.black)
            .multilineTextAlignment(alignment).fixedSize().accessibilityIdentifier("t")
            .environment(\.layoutDirection, direction)
        let box = frame(try layout(text, width: 400, height: 100), "t")
        let canvas = try render(text, width: 400, height: 100)
        let lastLine = try #require(ink(canvas, rows: Int(box.midY.rounded(.up))..<Int(box.maxY)))
        return (box, lastLine)
    }

    @Test func leadingLinesAlignToTheRight() throws {
        let ltr = try lastLineInk(.leading, .leftToRight)
        let rtl = try lastLineInk(.leading, .rightToLeft)
        #expect(rtl.frame == ltr.frame)                       // the same frame, centred
        #expect(CGFloat(ltr.ink.upperBound) < ltr.frame.midX)  // "ab" on the left…
        #expect(CGFloat(rtl.ink.lowerBound) > rtl.frame.midX)  // …and on the right
        #expect(CGFloat(rtl.ink.upperBound) >= rtl.frame.maxX - 3)
        // The line is drawn as is: the same ink, moved.
        #expect(rtl.ink.count == ltr.ink.count)
    }

    @Test func trailingLinesAlignToTheLeft() throws {
        let rtl = try lastLineInk(.trailing, .rightToLeft)
        let ltrLeading = try lastLineInk(.leading, .leftToRight)
        #expect(rtl.ink == ltrLeading.ink)
        let centred = try lastLineInk(.center, .rightToLeft)
        #expect(centred.ink == (try lastLineInk(.center, .leftToRight)).ink)
    }
}
