import LayoutDSL
import Render
import Testing

/// Glyphs land where CoreGraphics puts them with subpixel quantization:
/// baselines on whole device pixels, pen positions on thirds of a pixel.
struct GlyphCoverageTests {
    private func text(_ string: String = "Hag", dx: CGFloat, dy: CGFloat, scale: CGFloat = 1) throws -> Canvas {
        try render(Text(string).foregroundColor(.black).offset(x: 4 + dx, y: 4 + dy).frame(width: 60, height: 40, alignment: .topLeading),
                   width: 60, height: 40, scale: scale)
    }

    /// The canvas moved by whole pixels, to compare glyphs drawn one pixel apart.
    private func shifted(_ canvas: Canvas, dx: Int, dy: Int) -> [UInt32] {
        (0..<canvas.height).flatMap { y in
            (0..<canvas.width).map { x in
                let sx = x - dx, sy = y - dy
                return sx >= 0 && sy >= 0 && sx < canvas.width && sy < canvas.height ? canvas.pixels[sy * canvas.width + sx] : 0
            }
        }
    }

    @Test func baselineSnapsToDevicePixelRows() throws {
        let base = try text(dx: 0, dy: 0)
        #expect(base.coveredArea > 20, "text was drawn")
        // 0.3 px lower rounds to the same row; 0.6 px lower to the next one.
        #expect(try text(dx: 0, dy: 0.3).pixels == base.pixels)
        #expect(try text(dx: 0, dy: 0.6).pixels == shifted(base, dx: 0, dy: 1))
        // At 3x a third of a point is one device pixel.
        let base3 = try text(dx: 0, dy: 0, scale: 3)
        #expect(try text(dx: 0, dy: 0.1, scale: 3).pixels == base3.pixels)
        #expect(try text(dx: 0, dy: 1.0 / 3, scale: 3).pixels == shifted(base3, dx: 0, dy: 1))
    }

    /// One glyph, whose pen starts on a whole pixel (the glyphs after it start wherever the
    /// advances before them end, some nearer a third's boundary than 0.1 px).
    @Test func penPositionsQuantizeToThirdsOfAPixel() throws {
        let base = try text("H", dx: 0, dy: 0)
        // 0.1 px is nearer 0 than ⅓: the same pixels; ⅓ px is another phase; a whole pixel the same glyph one column over.
        #expect(try text("H", dx: 0.1, dy: 0).pixels == base.pixels)
        let third = try text("H", dx: 1.0 / 3, dy: 0)
        #expect(third.pixels != base.pixels)
        #expect(abs(third.coveredArea - base.coveredArea) < 0.5, "the same glyph, at another phase")
        #expect(try text("H", dx: 1, dy: 0).pixels == shifted(base, dx: 1, dy: 0))
    }
}
