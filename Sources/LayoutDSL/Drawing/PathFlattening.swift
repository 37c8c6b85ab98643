/// Curves to polylines, with a bound on the distance between curve and polyline.
extension Path {
    /// A subpath as points; `closed` when it ends with `closeSubpath`.
    public struct Polyline: Equatable, Sendable {
        public var points: [CGPoint]
        public var closed: Bool
        public init(points: [CGPoint], closed: Bool) { self.points = points; self.closed = closed }
    }

    /// The path as polylines whose distance from the true curves is at most `tolerance`
    /// (Wang's bound for uniform subdivision: n = ⌈√(d(d−1)/8 · L / tolerance)⌉, where L is the
    /// largest second difference of the control points).
    public func flattened(tolerance: CGFloat, transform: CGAffineTransform = .identity) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func segments(_ secondDifference: CGFloat, degree: CGFloat) -> Int {
            let n = (degree * (degree - 1) / 8 * secondDifference / max(tolerance, 1e-6)).squareRoot().rounded(.up)
            // Clamped before the conversion: a curve 1e300 points long is past Int's range.
            return n.isFinite ? Int(min(max(n, 1), 10_000)) : 1
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p.applying(transform)
                current = [start]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p.applying(transform))
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [start] }
                let p0 = current.last!, p1 = c.applying(transform), p2 = p.applying(transform)
                let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = segments(dd, degree: 2)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                                           y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [start] }
                let p0 = current.last!, p1 = c1.applying(transform), p2 = c2.applying(transform), p3 = p.applying(transform)
                let dd = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                             hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = segments(dd, degree: 3)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .closeSubpath:
                finish(closed: true)
                current = []
            }
        }
        finish(closed: false)
        return result
    }

    /// The part of the path between two fractions of its length. Curves are flattened to within
    /// 0.01 pt first, so the result is a polyline along the original.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let lines = flattened(tolerance: 0.01).map { line -> [CGPoint] in
            line.closed && line.points.first != line.points.last ? line.points + [line.points[0]] : line.points
        }
        let total = lines.reduce(0) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let (a, b) = (from * total, to * total)
        var result = Path()
        var travelled: CGFloat = 0
        for points in lines {
            var drawing = false
            for (p, q) in zip(points, points.dropFirst()) {
                let length = hypot(q.x - p.x, q.y - p.y)
                let (s0, s1) = (travelled, travelled + length)
                travelled = s1
                guard s1 >= a, s0 <= b, length > 0 else { continue }
                func at(_ s: CGFloat) -> CGPoint {
                    let t = (s - s0) / length
                    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if !drawing { result.move(to: at(max(a, s0))); drawing = true }
                result.addLine(to: at(min(b, s1)))
            }
        }
        return result
    }
}
