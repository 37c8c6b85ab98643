extension Path {
    /// Whether a point is inside the path when filled with the non-zero or even-odd rule
    /// (SwiftUI's `contains(_:eoFill:)`): the winding number of the path's flattened outline
    /// around the point, every subpath closed as filling closes it.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polyline in flattened(tolerance: 0.01) {
            let points = polyline.points
            guard points.count > 2 else { continue }
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
