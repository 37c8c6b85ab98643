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
    /// Rows (of the canvas) whose coverage is the row's just above them, whose edges the
    /// polygons leave out: an axis-aligned rectangle's rows between its first and last partly
    /// covered row each get the same contributions from its two upright sides, so one of them
    /// is rasterized and the rest reuse it (`rectangle`). Empty for every other outline.
    let repeatedRows: Range<Int>

    /// Nil when no part of the polygons lies inside `limit`.
    init?(_ polygons: [[CGPoint]], rule: Rasterizer.FillRule, limit: PixelRect, antialiased: Bool, overlapping: Bool = false) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons {
            for p in polygon { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        }
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
        repeatedRows = 0..<0
    }

    private init(_ outline: RasterOutline, polygons: [[CGPoint]], repeatedRows: Range<Int>) {
        self.polygons = polygons
        rule = outline.rule
        bounds = outline.bounds
        antialiased = outline.antialiased
        overlapping = outline.overlapping
        self.repeatedRows = repeatedRows
    }

    /// An axis-aligned rectangle in pixels, cut to `limit`: the outline of its four corners,
    /// except that of the rows it covers fully across its height only the first is rasterized,
    /// and the others repeat it. Those rows' contributions are the same in every row (upright
    /// sides, a whole row tall), so the coverage is byte for byte that of the whole rectangle;
    /// a full-screen background with fractional sides took an edge walk and a row
    /// conversion per row, most of a 1x text frame's fills.
    static func rectangle(_ r: RectangleSides, limit: PixelRect, antialiased: Bool) -> RasterOutline? {
        func corners(_ top: CGFloat, _ bottom: CGFloat) -> [CGPoint] {
            [CGPoint(x: r.minX, y: top), CGPoint(x: r.maxX, y: top), CGPoint(x: r.maxX, y: bottom), CGPoint(x: r.minX, y: bottom)]
        }
        guard let whole = RasterOutline([corners(r.minY, r.maxY)], rule: .nonZero, limit: limit,
                                        antialiased: antialiased) else {
            return nil
        }
        // The first fully covered row inside the bounds, and the rows after it that repeat it.
        guard r.minY.isFinite, r.maxY.isFinite else { return whole }
        let first = max(r.minY.rounded(.up), CGFloat(whole.bounds.y)), end = min(r.maxY.rounded(.down), CGFloat(whole.bounds.maxY))
        guard end - first >= 2 else { return whole }
        var pieces = [corners(r.minY, first + 1)]
        if end < r.maxY { pieces.append(corners(end, r.maxY)) }
        return RasterOutline(whole, polygons: pieces, repeatedRows: Int(first) + 1..<Int(end))
    }

    /// A rasterizer over `rows` of `bounds` (counted from its top) holding the polygons' edges
    /// there, ready for `takeRow` (through `CoverageRows`).
    func rasterizer(rows: Range<Int>) -> Rasterizer {
        var rasterizer = Rasterizer(bounds: PixelRect(x: bounds.x, y: bounds.y + rows.lowerBound, width: bounds.width, height: rows.count))
        if overlapping { rasterizer.addRegion(polygons, rule: rule) } else { for polygon in polygons { rasterizer.addPolygon(polygon) } }
        return rasterizer
    }

    /// The coverage of every pixel of `bounds` at once.
    var mask: CoverageMask {
        var rows = CoverageRows(self)
        let width = bounds.width
        // Every byte is written below (an empty row as zeros), so the array starts uninitialised:
        // zeroing 64 MB first cost a pass and a page fault per 4 KB before the pass that writes it.
        let values = [UInt8](unsafeUninitializedCapacity: width * bounds.height) { values, count in
            for row in 0..<bounds.height {
                let out = values.baseAddress! + row * width
                if let coverage = rows.row(bounds.y + row) {
                    out.update(from: coverage, count: width)
                } else {
                    out.update(repeating: 0, count: width)
                }
            }
            count = width * bounds.height
        }
        return CoverageMask(bounds: bounds, values: values)
    }
}
