/// CSS-style timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
struct CubicBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) { self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2 }

    private func sample(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        3 * a1 * s * (1 - s) * (1 - s) + 3 * a2 * s * s * (1 - s) + s * s * s
    }

    /// y for a given x, solving x(s) = x by bisection (exact enough for frames: 2⁻⁴⁰).
    /// The ends are exact: nothing moves before a curve starts or after it ends.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if sample(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return sample(y1, y2, (low + high) / 2)
    }
}
