import LayoutDSL

extension Canvas {
    /// Draws shaped text whose view maps to pixels by `t`. Outline glyphs of one color are
    /// filled together as one shape, exactly like paths (antialiased, following the transform);
    /// color bitmap glyphs are resampled images.
    mutating func draw(_ text: ShapedText, transform t: CGAffineTransform, opacity: Float, clip: Clip) {
        guard let layout = text as? TextLayoutResult else { return }
        var start = 0
        while start < layout.glyphs.count {
            let color = layout.glyphs[start].color
            var end = start
            var polygons: [[CGPoint]] = []
            while end < layout.glyphs.count, layout.glyphs[end].color == color {
                let glyph = layout.glyphs[end]
                end += 1
                let unit = glyph.size / glyph.face.unitsPerEm
                if glyph.face.isColorBitmap {
                    guard let bitmap = glyph.face.bitmap(glyph.glyph) else { continue }
                    let k = glyph.size / glyph.face.bitmapPPEM
                    let placement = CGAffineTransform(scaleX: k, y: k)
                        .concatenating(CGAffineTransform(translationX: glyph.origin.x + bitmap.left * k, y: glyph.origin.y - bitmap.top * k))
                    draw(bitmap.canvas, transform: placement.concatenating(t), opacity: opacity, clip: clip)
                    continue
                }
                let placement = CGAffineTransform(scaleX: unit, y: -unit)
                    .concatenating(CGAffineTransform(translationX: glyph.origin.x, y: glyph.origin.y)).concatenating(t)
                polygons += glyph.face.outline(glyph.glyph).flattened(tolerance: RasterShape.tolerance, transform: placement).map(\.points)
            }
            if let shape = RasterShape.coverage(polygons, rule: .nonZero, limit: clip.bounds, antialiased: true) {
                var paint = color
                paint.opacity *= opacity
                fill(shape, shader: .solid(Pixel(paint).packed), clip: clip)
            }
            start = end
        }
    }
}
