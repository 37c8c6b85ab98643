import LayoutDSL

extension Canvas {
    /// Pixels to the em past which glyphs are not cached as coverage masks (a 1,024-pixel mask
    /// is a megabyte; text that large needs no snapping to a third of a pixel).
    static let largestCachedGlyph: CGFloat = 1024

    /// Draws shaped text whose view maps to pixels by `t`. Under a transform that only scales
    /// and moves (every view that is not rotated or skewed), each outline glyph is snapped to
    /// its device position (`GlyphPlacement`: baseline on a pixel row, pen on a third of a
    /// pixel) and its cached coverage composited there; otherwise glyphs of one color are
    /// filled together as one shape, exactly like paths (antialiased, following the transform).
    /// Color bitmap glyphs are resampled images.
    mutating func draw(_ text: ShapedText, transform t: CGAffineTransform, opacity: Float, clip: Clip) {
        guard let layout = text as? TextLayoutResult else { return }
        let snaps = layout.quantized && t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
        // The strike of the glyph before: a run's glyphs share a face and a size.
        var strike: (face: FontFace, strike: GlyphStrike)?
        var start = 0
        while start < layout.glyphs.count {
            let color = layout.glyphs[start].color
            var paint = color
            paint.opacity *= opacity
            let shader = Shader.solid(Pixel(paint).packed)
            var end = start
            var polygons: [[CGPoint]] = []
            // The first glyph always joins its run: a color with a NaN component is not `==`
            // to itself, and the run would stay empty and the loop never advance (a hang).
            while end < layout.glyphs.count, end == start || layout.glyphs[end].color == color {
                let glyph = layout.glyphs[end]
                end += 1
                let unit = glyph.size / glyph.face.unitsPerEm
                if glyph.face.isColorBitmap {
                    guard let bitmap = glyph.face.bitmap(glyph.glyph) else { continue }
                    let k = glyph.size / glyph.face.bitmapPPEM
                    let placement = CGAffineTransform(scaleX: k, y: k)
                        .concatenating(CGAffineTransform(translationX: glyph.origin.x + bitmap.left * k,
                                                         y: glyph.origin.y - bitmap.top * k))
                    draw(bitmap.canvas, transform: placement.concatenating(t), opacity: opacity, clip: clip)
                    continue
                }
                // A glyph's cached coverage is drawn whole, wherever the clip is: past
                // `largestCachedGlyph` pixels to the em (a 4e9-point font: seed 13 trees 480, 2274
                // and 2880 asked for petabytes) it is filled as a path, cut to the clip.
                if snaps, glyph.size * max(t.a, t.d) <= Self.largestCachedGlyph {
                    // Lines outside the clip (a long text scrolled or cut by the canvas) are skipped
                    // before the cache is asked: a glyph stays within two ems of its pen.
                    let penY = glyph.origin.y * t.d + t.ty, reach = 2 * glyph.size * t.d
                    guard penY + reach > CGFloat(clip.bounds.y), penY - reach < CGFloat(clip.bounds.maxY) else { continue }
                    let scaleX = glyph.size * t.a, scaleY = glyph.size * t.d
                    if strike == nil || strike!.face !== glyph.face || strike!.strike.scaleX != scaleX || strike!.strike.scaleY != scaleY {
                        strike = (glyph.face, glyph.face.strike(scaleX: scaleX, scaleY: scaleY))
                    }
                    guard let place = GlyphPlacement(origin: glyph.origin.applying(t)),
                          let mask = strike!.strike.coverage(glyph.glyph, phase: place.phase, of: glyph.face) else { continue }
                    fill(mask, dx: place.x, dy: place.y, shader: shader, clip: clip)
                    continue
                }
                let placement = CGAffineTransform(scaleX: unit, y: -unit)
                    .concatenating(CGAffineTransform(translationX: glyph.origin.x, y: glyph.origin.y)).concatenating(t)
                polygons += glyph.face.outline(glyph.glyph).flattened(tolerance: RasterShape.tolerance, transform: placement).map(\.points)
            }
            if let shape = RasterShape.coverage(polygons, rule: .nonZero, limit: clip.bounds, antialiased: true) {
                fill(shape, shader: shader, clip: clip)
            }
            start = end
        }
        for line in layout.decorations { draw(line, transform: t, opacity: opacity, clip: clip) }
    }

    /// An underline or strikethrough: a filled bar, or its dashes for a pattern (each dash's
    /// length a multiple of the thickness, `Text.LineStyle.Pattern.dashes`).
    private mutating func draw(_ line: TextLayoutResult.DecorationLine, transform t: CGAffineTransform, opacity: Float, clip: Clip) {
        let rect = line.rect
        var pieces: [CGRect] = []
        let dashes = line.decoration.dashes.map { $0 * rect.height }
        if dashes.isEmpty { pieces = [rect] } else {
            var x = rect.minX, index = 0
            while x < rect.maxX {
                if index % 2 == 0 {
                    pieces.append(CGRect(x: x, y: rect.minY, width: min(dashes[index], rect.maxX - x), height: rect.height))
                }
                x += dashes[index]
                index = (index + 1) % dashes.count
            }
        }
        let polygons = pieces.flatMap { piece in
            Path(roundedRect: piece, cornerRadius: line.cornerRadius)
                .flattened(tolerance: RasterShape.tolerance, transform: t).map(\.points)
        }
        guard let shape = RasterShape.coverage(polygons, rule: .nonZero, limit: clip.bounds, antialiased: true) else { return }
        var paint = line.decoration.color
        paint.opacity *= opacity
        fill(shape, shader: .solid(Pixel(paint).packed), clip: clip)
    }
}
