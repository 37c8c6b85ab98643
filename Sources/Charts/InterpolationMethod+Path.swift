import LayoutDSL

extension InterpolationMethod {
    /// The curve through `points`, as d3-shape draws each method (whose names Charts' follow):
    /// straight segments, steps before, around or after each point, cardinal and centripetal
    /// Catmull–Rom cubics through neighbours, and monotone cubics in x (Fritsch–Carlson, d3's
    /// `curveMonotoneX`), which never overshoot between points.
    func addCurve(through points: [CGPoint], to path: inout Path, connecting: Bool = false) {
        guard let first = points.first else { return }
        if connecting { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            let k = (1 - tension) / 6
            forEachSegment(points) { p0, p1, p2, p3 in
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                              control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
            }
        case .catmullRom(let alpha):
            forEachSegment(points) { p0, p1, p2, p3 in
                let (c1, c2) = InterpolationMethod.catmullRomControls(p0, p1, p2, p3, alpha: alpha)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = InterpolationMethod.monotoneTangents(points)
            for i in 0..<(points.count - 1) {
                let (a, b) = (points[i], points[i + 1])
                let dx = (b.x - a.x) / 3
                path.addCurve(to: b, control1: CGPoint(x: a.x + dx, y: a.y + dx * tangents[i]),
                              control2: CGPoint(x: b.x - dx, y: b.y - dx * tangents[i + 1]))
            }
        }
    }

    /// Each segment with its neighbours, the ends doubled.
    private func forEachSegment(_ points: [CGPoint], _ body: (CGPoint, CGPoint, CGPoint, CGPoint) -> Void) {
        for i in 0..<(points.count - 1) {
            body(points[max(i - 1, 0)], points[i], points[i + 1], points[min(i + 2, points.count - 1)])
        }
    }

    /// d3-shape's `catmullRom` control points of the segment p1→p2 (Yuksel et al.'s
    /// parameterization by chord length to the power alpha).
    private static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                           alpha: Double) -> (CGPoint, CGPoint) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
        let (l01, l12, l23) = (pow(distance(p0, p1), alpha), pow(distance(p1, p2), alpha), pow(distance(p2, p3), alpha))
        let (l01_2, l12_2, l23_2) = (l01 * l01, l12 * l12, l23 * l23)
        var c1 = p1, c2 = p2
        if l01 > 1e-12 {
            let a = 2 * l01_2 + 3 * l01 * l12 + l12_2, n = 3 * l01 * (l01 + l12)
            c1 = CGPoint(x: (Double(p1.x) * a - Double(p0.x) * l12_2 + Double(p2.x) * l01_2) / n,
                         y: (Double(p1.y) * a - Double(p0.y) * l12_2 + Double(p2.y) * l01_2) / n)
        }
        if l23 > 1e-12 {
            let b = 2 * l23_2 + 3 * l23 * l12 + l12_2, m = 3 * l23 * (l23 + l12)
            c2 = CGPoint(x: (Double(p2.x) * b + Double(p1.x) * l23_2 - Double(p3.x) * l12_2) / m,
                         y: (Double(p2.y) * b + Double(p1.y) * l23_2 - Double(p3.y) * l12_2) / m)
        }
        return (c1, c2)
    }

    /// Tangents of a monotone cubic (d3-shape's `slope3` inside, `slope2` at the ends).
    private static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let n = points.count
        let slopes: [CGFloat] = (0..<(n - 1)).map { i in
            let h = points[i + 1].x - points[i].x
            return h == 0 ? 0 : (points[i + 1].y - points[i].y) / h
        }
        guard n > 2 else { return [slopes[0], slopes[0]] }
        var tangents = [CGFloat](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            let (s0, s1) = (slopes[i - 1], slopes[i])
            let (h0, h1) = (points[i].x - points[i - 1].x, points[i + 1].x - points[i].x)
            guard s0 * s1 > 0, h0 + h1 != 0 else { continue }
            let p = (s0 * h1 + s1 * h0) / (h0 + h1)
            tangents[i] = (s0 < 0 ? -2 : 2) * min(abs(s0), abs(s1), 0.5 * abs(p))
        }
        tangents[0] = (3 * slopes[0] - tangents[1]) / 2
        tangents[n - 1] = (3 * slopes[n - 2] - tangents[n - 2]) / 2
        return tangents
    }
}
