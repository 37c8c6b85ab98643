import LayoutDSL
import Render
import Testing

/// SF Symbols in a line of text (`Text(Image(systemName:))`, concatenated or interpolated): the
/// glyph of the symbol's icon font at 1.2 × the text's point size, as wide as its ink plus its
/// inset, centred on the cap height as a symbol image beside text is, the line as tall as without it.
struct InlineSymbolTests {
    func size(_ text: Text) throws -> CGSize {
        frame(try layout(text.accessibilityIdentifier("t").fixedSize()), "t").size
    }

    /// A star between two letters adds one em of the icon font (the star's ink spans its width
    /// less equal insets): 1.2 × 17 pt. The line keeps the body's height.
    @Test func aSymbolTakesItsAdvanceAndKeepsTheLine() throws {
        let plain = try size(Text("AB"))
        let interpolated = try size(Text("A\(Image(systemName: "star.fill"))B"))
        let concatenated = try size(Text("A") + Text(Image(systemName: "star.fill")) + Text("B"))
        #expect(abs(interpolated.width - plain.width - 20.4) <= 0.5, "\(interpolated) \(plain)")
        #expect(concatenated == interpolated)
        #expect(interpolated.height == plain.height)
    }

    /// A narrow symbol takes its ink's width plus its insets, not the icon font's full em:
    /// "exclamationmark" is far narrower than the 20.4 pt em, and as wide inline as its ink
    /// beside text is, plus the inset before it on both sides.
    @Test func aNarrowSymbolIsNarrow() throws {
        let inline = try size(Text(Image(systemName: "exclamationmark"))).width
        let image = frame(try layout(Image(systemName: "exclamationmark").accessibilityIdentifier("s")), "s").width
        #expect(inline < 20.4 * 0.6 && inline > image, "inline \(inline), ink \(image)")
    }

    /// The symbol's ink is centred on the cap height, where an `H` beside it is centred too,
    /// and where a symbol image aligned on the text's baseline is centred.
    @Test func centredOnTheCapHeight() throws {
        func rows(_ canvas: Canvas, where keep: (Pixel) -> Bool) -> ClosedRange<Int>? {
            let ys = (0..<canvas.height).filter { y in (0..<canvas.width).contains { keep(canvas[$0, y]) } }
            return ys.first.flatMap { first in ys.last.map { first...$0 } }
        }
        func centre(_ range: ClosedRange<Int>?) -> Double { range.map { Double($0.lowerBound + $0.upperBound) / 2 } ?? -100 }
        let inline = try render(HStack(spacing: 0) {
            Text("H").foregroundStyle(.black) + Text(Image(systemName: "circle.fill")).foregroundStyle(.red)
        }, width: 60, height: 40, scale: 2)
        let red = centre(rows(inline) { $0.r > 200 && $0.g < 80 && $0.a > 200 })
        let black = centre(rows(inline) { $0.r < 60 && $0.g < 60 && $0.a > 200 })
        #expect(abs(red - black) <= 1, "symbol centre \(red), H centre \(black)")

        let beside = try render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("H").foregroundStyle(.black)
            Image(systemName: "circle.fill").foregroundStyle(.red)
        }, width: 60, height: 40, scale: 2)
        let imageCentre = centre(rows(beside) { $0.r > 200 && $0.g < 80 && $0.a > 200 })
        let besideBlack = centre(rows(beside) { $0.r < 60 && $0.g < 60 && $0.a > 200 })
        #expect(abs((red - black) - (imageCentre - besideBlack)) <= 1)
    }

    /// The symbol takes the text's colour and font size: at `.largeTitle` (34 pt) the star is twice as wide as at 17.
    @Test func followsTheTextsFont() throws {
        let body = try size(Text(Image(systemName: "star.fill")))
        let large = try size(Text(Image(systemName: "star.fill")).font(.largeTitle))
        #expect(abs(large.width - 2 * body.width) <= 1, "\(large) \(body)")
    }
}
