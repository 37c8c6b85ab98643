import LayoutDSL
import Render
import Testing

/// Underlines, strikethroughs, placeholder bars and line reservations, in pixels. Inter (the
/// system font's stand-in) has 2816 units per em, underline top −464 and thickness 192 (post
/// table), strikeout top 922 and thickness 192 (OS/2): at 44 pt a unit is 1/64 pt, so the
/// underline spans 7.25…10.25 pt below the baseline and the strikeout 14.406…11.406 pt above.
/// The baseline of a 44 pt system-font line is its ascent, 44 × 1950/2048 = 41.894 pt.
struct TextDecorationTests {
    private func draw(_ text: some View) throws -> (canvas: Canvas, width: Int) {
        let view = text.font(.system(size: 44)).foregroundColor(.black).accessibilityIdentifier("t")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let width = Int(frame(try layout(view, width: 300, height: 80), "t").width.rounded(.down))
        return (try render(view, width: 300, height: 80), width)
    }

    private func fullRows(_ canvas: Canvas, width: Int) -> [Int] {
        (0..<80).filter { y in (1..<(width - 1)).allSatisfy { canvas.alpha($0, y) == 255 } }
    }

    @Test func underlineSitsAtTheFontsPosition() throws {
        let (canvas, width) = try draw(Text("Hamburg").underline())
        #expect(width > 100)
        // 49.14…52.14: rows 50 and 51 fully covered.
        #expect(fullRows(canvas, width: width) == [50, 51])
        #expect(fullRows(try draw(Text("Hamburg")).canvas, width: width) == [])
        // The view modifier underlines every text inside.
        #expect(fullRows(try draw(VStack { Text("Hamburg") }.underline()).canvas, width: width) == [50, 51])
    }

    @Test func strikethroughCrossesTheLetters() throws {
        let (canvas, width) = try draw(Text("Hamburg").strikethrough())
        // 27.49…30.49: rows 28 and 29.
        #expect(fullRows(canvas, width: width) == [28, 29])
    }

    /// A dashed underline leaves gaps: its rows are not covered end to end, but are covered
    /// for more than half their length (dash 4, gap 2 thicknesses).
    @Test func dashedUnderlineHasGaps() throws {
        let (canvas, width) = try draw(Text("Hamburg").underline(pattern: .dash, color: .red))
        #expect(fullRows(canvas, width: width) == [])
        let covered = (0..<width).filter { canvas.alpha($0, 50) == 255 && canvas[$0, 50].r == 255 }.count
        #expect(covered > width / 2 && covered < width * 3 / 4)
    }

    /// Placeholder redaction draws one bar per line in the text's colour at 20% opacity, from
    /// 3/4 of the ascent above the baseline (10.47) to half the descent below it (47.20), and
    /// no glyphs.
    @Test func redactedTextIsABar() throws {
        let (canvas, width) = try draw(Text("Hello world").redacted(reason: .placeholder))
        #expect(canvas.alpha(width / 2, 30) == 51)
        #expect(canvas.alpha(width / 2, 11) == 51 && canvas.alpha(width / 2, 46) == 51)
        #expect(canvas.alpha(width / 2, 9) == 0 && canvas.alpha(width / 2, 48) == 0)
        #expect(canvas.alpha(width + 2, 30) == 0)
        #expect(canvas.pixels.allSatisfy { $0 >> 24 <= 51 })
        // `unredacted()` inside shows the text again.
        let shown = try draw(Text("Hello world").unredacted().redacted(reason: .placeholder)).canvas
        #expect(shown.pixels.contains { $0 >> 24 == 255 })
    }

    /// `lineLimit(n, reservesSpace: true)` makes a one-line text n lines tall; `Font.leading`
    /// adds or removes 2 pt a line.
    @Test func reservedLinesAndLeading() throws {
        func height(_ view: some View) throws -> CGFloat { frame(try layout(view.accessibilityIdentifier("t").fixedSize()), "t").height }
        #expect(try height(Text("One").lineLimit(3, reservesSpace: true)) == 61)   // 3 × 20.287, whole pixels
        #expect(try height(Text("One").lineLimit(3)) == 21)
        #expect(try height(Text("a\nb").font(.body.leading(.loose))) == 45)      // 2 × 22.287
        #expect(try height(Text("a\nb").font(.body.leading(.tight))) == 37)      // 2 × 18.287
        #expect(try height(Text("a\nb").font(.body)) == 41)
    }

    /// Markdown code is monospaced (wider than the proportional face for "iii"), a link takes
    /// the tint colour.
    @Test func markdownCodeAndLinks() throws {
        func width(_ text: Text) throws -> CGFloat { frame(try layout(text.accessibilityIdentifier("t").fixedSize()), "t").width }
        #expect(try width(Text("`iii`")) > width(Text("iii")) + 5)
        let link = try render(Text("[go](https://x.com)").font(.system(size: 44)).tint(.red), width: 100, height: 60)
        #expect(link.pixels.contains { ($0 >> 24) == 255 && ($0 & 0xFF) == 255 && (($0 >> 8) & 0xFF) < 80 })
    }
}

extension TextDecorationTests {
    /// `fontDesign(.monospaced)` on a Text or a view, and `Font.monospaced()`, draw the
    /// monospaced face: "iii" as wide as "MMM".
    @Test func monospacedDesigns() throws {
        func width(_ view: some View) throws -> CGFloat { frame(try layout(view.accessibilityIdentifier("t").fixedSize()), "t").width }
        #expect(try width(Text("iii").fontDesign(.monospaced)) == width(Text("MMM").fontDesign(.monospaced)))
        #expect(try width(Text("iii").font(.body.monospaced())) == width(Text("MMM").font(.body.monospaced())))
        #expect(try width(VStack { Text("iii") }.fontDesign(.monospaced)) == width(VStack { Text("MMM") }.fontDesign(.monospaced)))
        #expect(try width(Text("iii")) < width(Text("MMM")))
    }
}
