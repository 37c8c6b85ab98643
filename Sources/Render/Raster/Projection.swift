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
                result.pixels[(y - area.y) * area.width + x - area.x] = bilinear(sx - CGFloat(bounds.x), sy - CGFloat(bounds.y))
            }
        }
        return result
    }
}
