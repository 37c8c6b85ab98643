/// Turns polylines into the polygons that cover their stroke: a quad per segment, a join
/// piece per vertex and a cap per open end, all wound the same way so that overlapping pieces
/// merge under the non-zero rule instead of cancelling.
///
/// Pure geometry, shared by the renderer (which rasterizes the pieces' union exactly) and
/// `Path.strokedPath(_:)` (which returns them as closed subpaths), so a stroke drawn and a
/// stroke's outline filled cover the same area.
package struct PathStroker {
    package let style: StrokeStyle
    /// The stroke width in the polylines' space (hairlines are resolved by the caller).
    package let width: CGFloat
    /// Maximum distance between round joins and caps and their true arcs.
    package let tolerance: CGFloat
    /// Where in the polylines' space a stroke can show (the clip, grown by the stroke's reach):
    /// dashes are made only there. nil: everywhere.
    package var visible: CGRect? = nil

    package init(style: StrokeStyle, width: CGFloat, tolerance: CGFloat) {
        self.style = style; self.width = width; self.tolerance = tolerance
    }

    package func polygons(_ lines: [Path.Polyline]) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        for line in dashed(lines) { stroke(line, into: &result) }
        return result.map(PathStroker.clockwise)
    }

    private var half: CGFloat { width / 2 }

    private func stroke(_ line: Path.Polyline, into result: inout [[CGPoint]]) {
        var points: [CGPoint] = []
        for p in line.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { points.append(p) }
        var closed = line.closed
        if closed, points.count > 2, let first = points.first, let last = points.last, hypot(first.x - last.x, first.y - last.y) < 1e-9 {
            points.removeLast()
        }
        if points.count < 2 { closed = false }
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath draws only its caps (a dot or a square), as CoreGraphics does.
            switch style.lineCap {
            case .round: result.append(circle(first))
            case .square: result.append([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                                         CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)])
            case .butt: break
            }
            return
        }
        let segmentCount = closed ? points.count : points.count - 1
        for index in 0..<segmentCount {
            let p = points[index], q = points[(index + 1) % points.count]
            let n = normal(p, q)
            result.append([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: q.x + n.x, y: q.y + n.y),
                           CGPoint(x: q.x - n.x, y: q.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)])
        }
        let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for index in joints {
            let previous = points[(index - 1 + points.count) % points.count], vertex = points[index],
                next = points[(index + 1) % points.count]
            join(previous, vertex, next, into: &result)
        }
        if !closed {
            cap(points[1], points[0], into: &result)
            cap(points[points.count - 2], points[points.count - 1], into: &result)
        }
    }

    /// Half the width, perpendicular to p→q.
    func normal(_ p: CGPoint, _ q: CGPoint) -> CGPoint { normal(p, q, length: hypot(q.x - p.x, q.y - p.y)) }

    /// Half the width, perpendicular to p→q, whose `length` the caller already has.
    func normal(_ p: CGPoint, _ q: CGPoint, length: CGFloat) -> CGPoint {
        CGPoint(x: -(q.y - p.y) / length * half, y: (q.x - p.x) / length * half)
    }

    private func join(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint, into result: inout [[CGPoint]]) {
        let n0 = normal(a, v), n1 = normal(v, b)
        let d0 = CGPoint(x: v.x - a.x, y: v.y - a.y), d1 = CGPoint(x: b.x - v.x, y: b.y - v.y)
        let cross = d0.x * d1.y - d0.y * d1.x
        if abs(cross) < 1e-12 && d0.x * d1.x + d0.y * d1.y > 0 { return }
        // The outer side of the turn: a turn towards +normal has its outside on −normal.
        let s: CGFloat = cross > 0 ? -1 : 1
        let o0 = CGPoint(x: v.x + s * n0.x, y: v.y + s * n0.y), o1 = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
        switch style.lineJoin {
        case .round:
            result.append(wedge(v, from: o0, to: o1))
        case .bevel:
            result.append([v, o0, o1])
        case .miter:
            // Miter length over width = 1 / sin(θ/2), θ the angle between the segments.
            let mx = n0.x + n1.x, my = n0.y + n1.y
            let cosHalf = (n0.x * mx + n0.y * my) / (half * max(hypot(mx, my), 1e-12))
            if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit {
                let length = half / cosHalf, m = hypot(mx, my)
                let tip = CGPoint(x: v.x + s * mx / m * length, y: v.y + s * my / m * length)
                result.append([v, o0, tip, o1])
            } else {
                result.append([v, o0, o1])
            }
        }
    }

    /// The cap at `end`, for a segment arriving from `from`.
    private func cap(_ from: CGPoint, _ end: CGPoint, into result: inout [[CGPoint]]) {
        switch style.lineCap {
        case .butt: return
        case .round: result.append(circle(end))
        case .square:
            let n = normal(from, end)
            let d = CGPoint(x: n.y, y: -n.x)  // half width along the segment's direction
            result.append([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                           CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)])
        }
    }

    /// The outer side of a round join: the pie slice of radius half the width between the two
    /// segments' outer corners (the inner side is inside both segments already), as cairo's and
    /// Skia's strokers add it; a whole disc per vertex gave the exact region too, but with four
    /// times the edges for `Rasterizer.addRegion` to sort.
    func wedge(_ v: CGPoint, from a: CGPoint, to b: CGPoint) -> [CGPoint] {
        var points = [v]
        appendArc(v, from: a, to: b, into: &points)
        return points
    }

    /// The round join's arc around `v` from `a` to `b`, both ends included, appended to `points`
    /// (an outline's outer side takes it in place: an array per vertex, appended and freed, was
    /// a tenth of a round-joined ring's stroking).
    func appendArc(_ v: CGPoint, from a: CGPoint, to b: CGPoint, into points: inout [CGPoint]) {
        let a0 = atan2(a.y - v.y, a.x - v.x)
        var turn = atan2(b.y - v.y, b.x - v.x) - a0
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let step = 2 * acos(max(1 - tolerance / max(half, 1e-9), -1))
        // A non-finite corner (NaN or infinite points, angles or width) has no arc to trace:
        // its ends alone, without converting a NaN to a count (the fuzzer's crash).
        let ideal = (abs(turn) / max(step, 1e-3)).rounded(.up)
        guard ideal.isFinite else { points.append(a); points.append(b); return }
        let count = max(1, min(Int(ideal), 1024))
        let angle = turn / CGFloat(count)
        let radius = abs(angle) > 1e-9 ? half * (angle / sin(angle)).squareRoot() : half
        points.append(a)
        for i in 1..<count {
            let t = a0 + angle * CGFloat(i)
            points.append(CGPoint(x: v.x + radius * cos(t), y: v.y + radius * sin(t)))
        }
        points.append(b)
    }

    /// A disc of radius half the width, as a polygon whose area equals the disc's (its vertices
    /// sit slightly outside the circle, so the chords do not lose area).
    private func circle(_ c: CGPoint) -> [CGPoint] {
        let step = 2 * acos(max(1 - tolerance / max(half, 1e-9), -1))
        // NaN (a NaN line width) takes the most vertices; clamped before the conversion.
        let ideal = (2 * .pi / max(step, 1e-3)).rounded(.up)
        let count = ideal.isNaN ? 1024 : Int(max(8, min(ideal, 1024)))
        let angle = 2 * CGFloat.pi / CGFloat(count)
        let radius = half * (angle / sin(angle)).squareRoot()
        return (0..<count).map { i in
            let a = angle * CGFloat(i)
            return CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
        }
    }

    /// The dashes of the style's pattern where they can show (`Dasher`), or the lines
    /// themselves when undashed or too finely dashed to split.
    private func dashed(_ lines: [Path.Polyline]) -> [Path.Polyline] {
        guard let dasher = Dasher(dash: style.dash, phase: style.dashPhase, visible: visible) else { return lines }
        return dasher.dashes(lines) ?? lines
    }

    /// The polygon wound clockwise on screen (positive shoelace area in y-down coordinates).
    package static func clockwise(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for (p, q) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += p.x * q.y - q.x * p.y }
        return area < 0 ? polygon.reversed() : polygon
    }
}
