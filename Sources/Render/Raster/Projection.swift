import LayoutDSL

extension Canvas {
    /// The canvas drawn through a projective transform of pixel space (row vectors, as
    /// `ProjectionTransform`), sampled bilinearly at each destination pixel's centre, within
    /// `limit`. Points the projection sends behind the viewer (w ≤ 0) draw nothing.
    func projected(by m: ProjectionTransform, into limit: PixelRect) -> Canvas {
        func map(_ p: CGPoint) -> CGPoint? {
            let w = p.x * m.m13 + p.y * m.m23 + m.m33
            guard w > 1e-6 else { return nil }
            return CGPoint(x: (p.x * m.m11 + p.y * m.m21 + m.m31) / w, y: (p.x * m.m12 + p.y * m.m22 + m.m32) / w)
        }
        let corners = [CGPoint(x: bounds.x, y: bounds.y), CGPoint(x: bounds.maxX, y: bounds.y),
                       CGPoint(x: bounds.x, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)].compactMap(map)
        guard corners.count == 4 else {
            // Part of the layer crosses the viewer's plane: search the whole limit.
            return resampled(by: m.inverted(), into: limit)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = PixelRect(covering: CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        return resampled(by: m.inverted(), into: box.intersection(limit))
    }

    /// Each destination pixel reads the source at `inverse` of its centre.
    private func resampled(by inverse: ProjectionTransform, into area: PixelRect) -> Canvas {
        var result = Canvas(bounds: area)
        guard !area.isEmpty else { return result }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
                let w = px * inverse.m13 + py * inverse.m23 + inverse.m33
                guard w > 1e-9 else { continue }
                let sx = (px * inverse.m11 + py * inverse.m21 + inverse.m31) / w - 0.5
                let sy = (px * inverse.m12 + py * inverse.m22 + inverse.m32) / w - 0.5
                result.pixels[(y - area.y) * area.width + x - area.x] = bilinear(x: sx, y: sy)
            }
        }
        return result
    }

    /// The premultiplied colour between pixel centres (outside the canvas is transparent).
    private func bilinear(x: CGFloat, y: CGFloat) -> UInt32 {
        guard x.isFinite, y.isFinite, x > CGFloat(bounds.x - 1), y > CGFloat(bounds.y - 1),
              x < CGFloat(bounds.maxX), y < CGFloat(bounds.maxY) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = Float(x - CGFloat(x0)), fy = Float(y - CGFloat(y0))
        func at(_ px: Int, _ py: Int) -> UInt32 {
            guard px >= bounds.x, py >= bounds.y, px < bounds.maxX, py < bounds.maxY else { return 0 }
            return pixels[(py - bounds.y) * width + px - bounds.x]
        }
        let samples = [at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1)]
        let weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy]
        var out: UInt32 = 0
        for c in 0..<4 {
            let shift = UInt32(8 * c)
            let v = zip(samples, weights).reduce(Float(0)) { $0 + Float(($1.0 >> shift) & 0xFF) * $1.1 }
            out |= UInt32(Swift.min(v.rounded(), 255)) << shift
        }
        return out
    }
}
