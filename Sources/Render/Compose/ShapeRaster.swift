import LayoutDSL

/// A shape in pixel space: a pixel-aligned rectangle (drawn without a mask, exactly), or an
/// outline whose coverage is computed when it is drawn.
enum RasterShape {
    case rect(PixelRect)
    case outline(RasterOutline)

    var bounds: PixelRect {
        switch self {
        case .rect(let r): return r
        case .outline(let o): return o.bounds
        }
    }

    /// Curves are flattened to within 0.03 pixel of the true outline (the bound scales with the
    /// transform because flattening happens in pixel space). Chords cut inside a curve, losing
    /// about ⅔·tolerance·perimeter of area: at 0.2 px a 20 px circle came out 1.1% small, at
    /// 0.03 px it is within 0.2%.
    static let tolerance: CGFloat = 0.03

    /// The coverage of `path` filled in local space mapped to pixels by `transform`, within
    /// `limit`. An axis-aligned rectangle is drawn without a mask when its sides land on whole
    /// pixels (or past the limit), and otherwise rasterizes one of its fully covered rows for all.
    static func fill(_ path: Path, style: FillStyle, transform t: CGAffineTransform, limit: PixelRect) -> RasterShape? {
        if let r = axisAlignedRect(path, t) {
            if let rect = pixelAligned(r, within: limit) { return .rect(rect.intersection(limit)) }
            return RasterOutline.rectangle(r, limit: limit, antialiased: style.isAntialiased).map(RasterShape.outline)
        }
        let lines = path.flattened(tolerance: tolerance, transform: t)
        return coverage(lines.map(\.points), rule: style.isEOFilled ? .evenOdd : .nonZero, limit: limit,
                        antialiased: style.isAntialiased)
    }

    /// The pixels `path` covers whole when it is an axis-aligned rectangle whose sides land on
    /// whole pixels (or past `limit`), within `limit`; nil for any other path, which is not
    /// flattened to find out (`OpeningCover` asks this of a frame's first item).
    static func pixelRect(_ path: Path, transform t: CGAffineTransform, limit: PixelRect) -> PixelRect? {
        axisAlignedRect(path, t).flatMap { pixelAligned($0, within: limit) }?.intersection(limit)
    }

    /// The coverage of a stroke. Widths are in local space, so a scaled view strokes wider;
    /// a zero (or negative) width draws nothing, as SwiftUI's `stroke(lineWidth: 0)` and
    /// `border(_:width: 0)` on iOS (where Core Graphics alone would draw a one-pixel hairline).
    static func stroke(_ path: Path, style: StrokeStyle, transform t: CGAffineTransform, limit: PixelRect) -> RasterShape? {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
        let scale = max(hypot(t.a, t.b), hypot(t.c, t.d), 1e-9)
        let width = style.lineWidth
        var stroker = PathStroker(style: style, width: width, tolerance: tolerance / scale)
        stroker.visible = region(limit, transform: t, reach: width / 2 * max(style.miterLimit, 2))
        let lines = path.flattened(tolerance: tolerance / scale)
        // A simple outline's contours never overlap: accumulating their edges is exact (`PathStroker.outline`).
        let outline = stroker.outline(lines)
        let polygons = (outline ?? stroker.polygons(lines)).map { $0.map { $0.applying(t) } }
        return coverage(polygons, rule: .nonZero, limit: limit, antialiased: true, overlapping: outline == nil)
    }

    /// `limit` (pixels) in the local space `t` maps from, grown by a pixel and by `reach` (how far
    /// a stroke's joins and caps stand off its centre line: half the width times the miter
    /// limit, or a square cap's diagonal); nil when `t` cannot be inverted or the region is not
    /// finite. What lies outside cannot change a pixel inside `limit`.
    static func region(_ limit: PixelRect, transform t: CGAffineTransform, reach: CGFloat) -> CGRect? {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let pixels = CGRect(x: CGFloat(limit.x) - 1, y: CGFloat(limit.y) - 1,
                            width: CGFloat(limit.width) + 2, height: CGFloat(limit.height) + 2)
        let local = pixels.applying(t.inverted()).insetBy(dx: -reach, dy: -reach)
        guard [local.minX, local.minY, local.maxX, local.maxY].allSatisfy(\.isFinite) else { return nil }
        return local
    }

    /// The polygons as an outline to draw (`RasterOutline`), cut to `limit`; nil when nothing
    /// of them is inside it.
    static func coverage(_ polygons: [[CGPoint]], rule: Rasterizer.FillRule, limit: PixelRect, antialiased: Bool,
                         overlapping: Bool = false) -> RasterShape? {
        RasterOutline(polygons, rule: rule, limit: limit, antialiased: antialiased, overlapping: overlapping).map(RasterShape.outline)
    }

    /// A rectangle path under an axis-aligned transform, in pixels: the sides of its corners as
    /// the transform places them, exactly (as `Path.flattened` places them; a `CGRect` would
    /// round its far sides through its size).
    private static func axisAlignedRect(_ path: Path, _ t: CGAffineTransform) -> RectangleSides? {
        guard t.b == 0, t.c == 0, path.elements.count == 5, case .move(let p0) = path.elements[0],
              case .line(let p1) = path.elements[1], case .line(let p2) = path.elements[2],
              case .line(let p3) = path.elements[3], path.elements[4] == .closeSubpath else { return nil }
        let axisAligned = (p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x)
            || (p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y)
        guard axisAligned else { return nil }
        let q0 = p0.applying(t), q2 = p2.applying(t)
        return RectangleSides(minX: min(q0.x, q2.x), minY: min(q0.y, q2.y), maxX: max(q0.x, q2.x), maxY: max(q0.y, q2.y))
    }

    /// The rectangle as whole pixels when each side lands on one, or lies on or past `limit`'s
    /// side of it: a side cut away by the limit shapes no pixel inside it, so every pixel of
    /// the rectangle within the limit is fully covered.
    private static func pixelAligned(_ r: RectangleSides, within limit: PixelRect) -> PixelRect? {
        /// The side as a whole pixel: itself when whole, the limit's side when it lies past it.
        func whole(_ side: CGFloat, _ limitSide: Int, pastWhenBelow: Bool) -> Int? {
            if pastWhenBelow ? side <= CGFloat(limitSide) : side >= CGFloat(limitSide) { return limitSide }
            // Past ±1e8 pixels the rasterizer clamps (`PixelRect(covering:)`): no Int conversion may trap.
            guard abs(side - side.rounded()) < 1e-6, abs(side) < 1e8 else { return nil }
            return Int(side.rounded())
        }
        guard let x0 = whole(r.minX, limit.x, pastWhenBelow: true), let y0 = whole(r.minY, limit.y, pastWhenBelow: true),
              let x1 = whole(r.maxX, limit.maxX, pastWhenBelow: false), let y1 = whole(r.maxY, limit.maxY, pastWhenBelow: false)
        else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Canvas {
    mutating func fill(_ shape: RasterShape, shader: Shader, clip: Clip) {
        switch shape {
        case .rect(let rect): fill(rect, shader: shader, clip: clip)
        case .outline(let outline): fill(outline, shader: shader, clip: clip)
        }
    }
}
