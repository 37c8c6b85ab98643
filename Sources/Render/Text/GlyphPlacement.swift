import LayoutDSL

/// Where a glyph lands in device pixels: the whole-pixel pen position and the pen's horizontal
/// phase within its pixel, in thirds.
///
/// Positions follow CoreGraphics in a window context, where subpixel positioning and subpixel
/// quantization are both on: glyph origins are constrained "to thirds of a pixel horizontally
/// and whole pixels vertically" (Ken Ferry, Apple, quartz-dev, January 2011,
/// http://lists.apple.com/archives/quartz-dev/2011/Jan/msg00003.html; `CGContext
/// .setShouldSubpixelQuantizeFonts(_:)`: "the graphics context may quantize the subpixel
/// positions of glyphs"). Outlines stay unhinted: Core Text hands Core Graphics the font's
/// vector paths, without TrueType hinting (HarfBuzz commit f401f85a, "Core Text … doesn't
/// rasterize anything by itself, it just generates vector paths"). So a baseline lands on a
/// device pixel row and a glyph's horizontal phase is one of three, whatever the scale.
struct GlyphPlacement {
    let x: Int, y: Int
    /// 0, 1 or 2 thirds of a pixel right of `x`.
    let phase: Int

    /// Horizontal pen positions per pixel.
    static let phases = 3

    /// The pen position `origin` (device pixels) snapped as CoreGraphics snaps it; nil past the
    /// rasterizer's range (a glyph at 1e20 px draws nothing rather than trap).
    init?(origin: CGPoint) {
        guard abs(origin.x) < 1e8, abs(origin.y) < 1e8 else { return nil }
        let thirds = (origin.x * CGFloat(Self.phases)).rounded()
        let whole = (thirds / CGFloat(Self.phases)).rounded(.down)
        x = Int(whole)
        y = Int(origin.y.rounded())
        phase = Int(thirds - whole * CGFloat(Self.phases))
    }
}
