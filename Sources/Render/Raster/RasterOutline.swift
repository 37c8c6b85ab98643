import LayoutDSL

/// Polygons in pixel space with the rule that fills them, not yet rasterized: drawing one
/// streams its coverage a row at a time (`Canvas.fill(_:shader:clip:)`), as cairo's and Skia's
/// scan converters hand spans to their blitters, so a fill never holds a mask of the whole
/// shape; a clip, which is read again for everything drawn inside it, asks for the `mask`.
struct RasterOutline {
    let polygons: [[CGPoint]]
    let rule: Rasterizer.FillRule
    /// The polygons' pixel bounds cut to the limit they were made for.
    let bounds: PixelRect
    let antialiased: Bool
    /// Polygons that overlap (a stroke's quads, joins and caps) cover the exact area of their
    /// union (`Rasterizer.addRegion`); otherwise edges accumulate directly, which is exact
    /// wherever the winding stays within ±1 inside a pixel and costs a fraction of the time.
    let overlapping: Bool

    /// Nil when no part of the polygons lies inside `limit`.
    init?(_ polygons: [[CGPoint]], rule: Rasterizer.FillRule, limit: PixelRect, antialiased: Bool, overlapping: Bool = false) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons { for p in polygon { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) } }
        // Cut to the limit before making a rectangle: an origin at −1e20 plus a height of 1e20 + 10
        // rounds to 0, and a shape reaching far above the canvas was not drawn at all.
        minX = max(minX, CGFloat(limit.x)); minY = max(minY, CGFloat(limit.y))
        maxX = min(maxX, CGFloat(limit.maxX)); maxY = min(maxY, CGFloat(limit.maxY))
        guard minX <= maxX, minY <= maxY else { return nil }
        let bounds = PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)).intersection(limit)
        guard !bounds.isEmpty else { return nil }
        self.polygons = polygons
        self.rule = rule
        self.bounds = bounds
        self.antialiased = antialiased
        self.overlapping = overlapping
    }

    /// A rasterizer over `bounds` holding the polygons' edges, ready for `takeRow` or `mask`.
    func rasterizer() -> Rasterizer {
        var rasterizer = Rasterizer(bounds: bounds)
        if overlapping { rasterizer.addRegion(polygons, rule: rule) } else { for polygon in polygons { rasterizer.addPolygon(polygon) } }
        return rasterizer
    }

    /// The coverage of every pixel of `bounds` at once.
    var mask: CoverageMask {
        var rasterizer = rasterizer()
        return rasterizer.mask(rule, antialiased: antialiased)
    }
}
