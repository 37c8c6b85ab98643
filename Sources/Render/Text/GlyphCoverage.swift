import LayoutDSL

/// A glyph's coverage rasterized once per face, pixel size and quantized pen position, then
/// composited wherever the glyph recurs, as cairo's, Skia's and CoreGraphics' glyph caches do.
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
struct GlyphCoverageKey: Hashable {
    let glyph: UInt32
    /// The em in device pixels along x and y (bit patterns: exact sizes, no rounding).
    let scaleX: UInt64, scaleY: UInt64
    /// The pen's horizontal phase within its pixel, in thirds (0, 1, 2).
    let phase: Int

    /// Horizontal pen positions per pixel.
    static let phases = 3
}

/// Where a glyph lands in device pixels: the whole-pixel pen position and the cache key.
struct GlyphPlacement {
    let x: Int, y: Int
    let key: GlyphCoverageKey

    /// The pen position `origin` (device pixels) snapped as CoreGraphics snaps it; nil past the
    /// rasterizer's range (a glyph at 1e20 px draws nothing rather than trap).
    init?(glyph: UInt32, origin: CGPoint, scaleX: CGFloat, scaleY: CGFloat) {
        guard abs(origin.x) < 1e8, abs(origin.y) < 1e8 else { return nil }
        let thirds = (origin.x * CGFloat(GlyphCoverageKey.phases)).rounded()
        let whole = (thirds / CGFloat(GlyphCoverageKey.phases)).rounded(.down)
        x = Int(whole)
        y = Int(origin.y.rounded())
        key = GlyphCoverageKey(glyph: glyph, scaleX: Double(scaleX).bitPattern, scaleY: Double(scaleY).bitPattern,
                               phase: Int(thirds - whole * CGFloat(GlyphCoverageKey.phases)))
    }
}

extension FontFace {
    /// The coverage of `key`'s glyph with its pen at the pixel origin (bounds relative to it).
    func coverage(_ key: GlyphCoverageKey) -> CoverageMask? {
        cachedCoverage(key) {
            let unit = 1 / unitsPerEm
            let sx = CGFloat(Double(bitPattern: key.scaleX)), sy = CGFloat(Double(bitPattern: key.scaleY))
            let placement = CGAffineTransform(a: sx * unit, b: 0, c: 0, d: -sy * unit,
                                              tx: CGFloat(key.phase) / CGFloat(GlyphCoverageKey.phases), ty: 0)
            let polygons = outline(key.glyph).flattened(tolerance: RasterShape.tolerance, transform: placement).map(\.points)
            let reach = PixelRect(x: -1 << 24, y: -1 << 24, width: 1 << 25, height: 1 << 25)
            return RasterOutline(polygons, rule: .nonZero, limit: reach, antialiased: true)?.mask
        }
    }
}
