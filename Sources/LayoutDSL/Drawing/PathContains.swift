extension Path {
    /// Whether a point is inside the path when filled with the non-zero or even-odd rule
    /// (SwiftUI's `contains(_:eoFill:)`): the winding number of the path's flattened outline
    /// around the point, every subpath closed as filling closes it.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        Path.fills(point, rings: fillRings(), eoFill: eoFill)
    }

    /// The outlines filling draws: the subpaths flattened to within 0.01 pt, each closed (its last
    /// point joined to its first), those of fewer than three points left out as they enclose
    /// nothing.
    func fillRings() -> [[CGPoint]] {
        flattened(tolerance: 0.01).map(\.points).filter { $0.count > 2 }
    }

    /// Whether rings filled with the non-zero or even-odd rule cover a point: their winding number
    /// around it.
    static func fills(_ point: CGPoint, rings: [[CGPoint]], eoFill: Bool) -> Bool {
        var winding = 0
        for points in rings {
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

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
