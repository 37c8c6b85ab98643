extension PathStroker {
    /// The stroke of one polyline as contours that never overlap, when it has such a simple
    /// outline: then accumulating their edges (`Rasterizer.addPolygon`) is already the exact area
    /// and the union of pieces (`Rasterizer.addRegion`) is not needed. cairo's stroker builds
    /// every stroke this way, one offset outline per side; here it covers the shapes UI strokes
    /// most: a closed convex polyline (circles, ellipses, rounded rectangles, capsules) becomes
    /// its outer outline with the joins and its inner outline through the inner miter points,
    /// wound oppositely; a single segment with butt or square caps becomes one rectangle. Nil
    /// for anything else (open paths with several segments or round caps, concave or
    /// self-crossing outlines, a width that folds the inner outline over itself).
    package func outline(_ lines: [Path.Polyline]) -> [[CGPoint]]? {
        guard style.dash.isEmpty, lines.count == 1, let line = lines.first else { return nil }
        var points: [CGPoint] = []
        for p in line.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { points.append(p) }
        if line.closed, points.count > 2, let first = points.first, let last = points.last,
           hypot(first.x - last.x, first.y - last.y) < 1e-9 {
            points.removeLast()
        }
        if !line.closed {
            guard points.count == 2, style.lineCap != .round else { return nil }
            let p = points[0], q = points[1], n = normal(p, q)
            // A square cap extends each end by half the width.
            let e = style.lineCap == .square ? CGPoint(x: n.y, y: -n.x) : .zero
            return [PathStroker.clockwise([CGPoint(x: p.x + n.x - e.x, y: p.y + n.y - e.y), CGPoint(x: q.x + n.x + e.x, y: q.y + n.y + e.y),
                                       CGPoint(x: q.x - n.x + e.x, y: q.y - n.y + e.y), CGPoint(x: p.x - n.x - e.x, y: p.y - n.y - e.y)])]
        }
        let count = points.count
        guard count > 2 else { return nil }
        // Convex: every turn the same way, turning once around in all.
        var turnSign: CGFloat = 0, turning: CGFloat = 0
        for i in 0..<count {
            let a = points[(i + count - 1) % count], v = points[i], b = points[(i + 1) % count]
            let cross = (v.x - a.x) * (b.y - v.y) - (v.y - a.y) * (b.x - v.x)
            let dot = (v.x - a.x) * (b.x - v.x) + (v.y - a.y) * (b.y - v.y)
            if cross != 0 {
                if turnSign == 0 { turnSign = cross > 0 ? 1 : -1 } else if (cross > 0) != (turnSign > 0) { return nil }
            }
            turning += atan2(cross, dot)
        }
        guard turnSign != 0, abs(abs(turning) - 2 * .pi) < 1e-6 else { return nil }
        // Segment i runs from point i to the next: its length and normal, once (`hypot` is a libm
        // call, and the shares, the check and both joins at its ends each asked for them: 3% of a
        // frame of 250 stroked rings and arrows).
        let lengths = (0..<count).map { i -> CGFloat in
            let v = points[i], b = points[(i + 1) % count]
            return hypot(b.x - v.x, b.y - v.y)
        }
        let normals = (0..<count).map { i in normal(points[i], points[(i + 1) % count], length: lengths[i]) }
        // The inner miter point of a vertex sits h·tan(θ/2) along each neighbouring segment; the
        // inner outline keeps every segment's direction only if a segment holds both its ends' shares.
        let h = width / 2
        let shares = (0..<count).map { i -> CGFloat in
            let a = points[(i + count - 1) % count], v = points[i], b = points[(i + 1) % count]
            let d0 = CGPoint(x: v.x - a.x, y: v.y - a.y), d1 = CGPoint(x: b.x - v.x, y: b.y - v.y)
            let cross = abs(d0.x * d1.y - d0.y * d1.x), dot = d0.x * d1.x + d0.y * d1.y
            return h * cross / (lengths[(i + count - 1) % count] * lengths[i] + dot)
        }
        for i in 0..<count {
            guard shares[i] + shares[(i + 1) % count] <= lengths[i] else { return nil }
        }
        // The outside of every turn is on −normal for a turn towards +normal (see `join`).
        let s: CGFloat = turnSign > 0 ? -1 : 1
        var outer: [CGPoint] = [], inner: [CGPoint] = []
        outer.reserveCapacity(3 * count)
        inner.reserveCapacity(count)
        for i in 0..<count {
            let v = points[i], n0 = normals[(i + count - 1) % count], n1 = normals[i]
            let o0 = CGPoint(x: v.x + s * n0.x, y: v.y + s * n0.y), o1 = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
            let m = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y), m2 = m.x * m.x + m.y * m.y
            // Inner miter point: along the bisector, h / cos(θ/2) from the vertex.
            inner.append(CGPoint(x: v.x - s * m.x * 2 * h * h / m2, y: v.y - s * m.y * 2 * h * h / m2))
            switch style.lineJoin {
            case .round:
                appendArc(v, from: o0, to: o1, into: &outer)
            case .bevel:
                outer.append(o0); outer.append(o1)
            case .miter:
                let cosHalf = m2.squareRoot() / (2 * h)
                if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit {
                    outer.append(o0)
                    outer.append(CGPoint(x: v.x + s * m.x * 2 * h * h / m2, y: v.y + s * m.y * 2 * h * h / m2))
                    outer.append(o1)
                } else {
                    outer.append(o0); outer.append(o1)
                }
            }
        }
        return [PathStroker.clockwise(outer), PathStroker.clockwise(inner).reversed()]
    }
}
