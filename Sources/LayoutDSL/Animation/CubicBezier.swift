/// CSS-style timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
struct CubicBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) { self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2 }

    private func sample(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        3 * a1 * s * (1 - s) * (1 - s) + 3 * a2 * s * s * (1 - s) + s * s * s
    }

    /// d/ds of `sample`.
    private func derivative(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        3 * a1 * (1 - s) * (1 - s) + 6 * (a2 - a1) * s * (1 - s) + 3 * (1 - a2) * s * s
    }

    /// The curve's parameter where x(s) = x, by bisection (exact enough for frames: 2⁻⁴⁰).
    private func parameter(at x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if sample(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// y for a given x. The ends are exact: nothing moves before a curve starts or after it ends.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sample(y1, y2, parameter(at: x))
    }

    /// dy/dx at x (clamped to 0…1): the parameter's dy/ds over dx/ds.
    func slope(at x: Double) -> Double {
        let s = parameter(at: min(max(x, 0), 1))
        return derivative(y1, y2, s) / derivative(x1, x2, s)
    }
}
