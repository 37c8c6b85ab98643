import LayoutDSL

extension Canvas {
    /// A material's pixels over `area`: what this canvas already holds there, blurred (edge
    /// pixels extended past the canvas, as a backdrop layer at the screen's edge samples), its
    /// saturation boosted, the tint laid over it, and the result faded by the material's and the
    /// item's opacity.
    func backdrop(_ material: Material.Backdrop, in area: PixelRect, scale: CGFloat, opacity: Float) -> Canvas {
        guard !area.isEmpty, !bounds.isEmpty else { return Canvas(bounds: area) }
        let sigma = material.blurRadius * scale
        // Three box blurs reach about 3σ: sample that far around the area.
        let region = area.expanded(by: Int((3 * sigma).rounded(.up)) + 1)
        var layer = Canvas(bounds: region)
        for y in region.y..<region.maxY {
            let sy = Swift.min(Swift.max(y, bounds.y), bounds.maxY - 1) - bounds.y
            let row = (y - region.y) * region.width - region.x
            for x in region.x..<region.maxX {
                let sx = Swift.min(Swift.max(x, bounds.x), bounds.maxX - 1) - bounds.x
                layer.pixels[row + x] = pixels[sy * width + sx]
            }
        }
        layer.blur(sigma: sigma)
        // A saturate matrix is linear (no offsets), so it applies to premultiplied pixels as is.
        let rows = material.filter.rows
        let tint = Pixel(material.tint).packed
        let fade = UInt32((Swift.min(Swift.max(material.opacity * opacity, 0), 1) * 255).rounded())
        var result = Canvas(bounds: area)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let p = Pixel(packed: layer.pixels[(y - region.y) * region.width + x - region.x])
                let a = Float(p.a), (r, g, b) = (Float(p.r), Float(p.g), Float(p.b))
                func channel(_ row: [Float]) -> UInt32 {
                    UInt32(Swift.min(Swift.max(row[0] * r + row[1] * g + row[2] * b, 0), a).rounded())
                }
                let saturated = channel(rows[0]) | channel(rows[1]) << 8 | channel(rows[2]) << 16 | UInt32(p.a) << 24
                let tinted = blend(saturated, tint, coverage: 255)
                result.pixels[(y - area.y) * area.width + x - area.x] = fade == 255 ? tinted : blend(0, tinted, coverage: fade)
            }
        }
        return result
    }
}
