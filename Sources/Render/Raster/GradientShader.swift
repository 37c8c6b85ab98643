import LayoutDSL

/// A gradient as a shader: each pixel's centre is mapped back to the node's local space, where
/// its position along the gradient picks one of 256 colours precomputed between the stops.
struct GradientShader {
    enum Kind {
        case linear(CGPoint, CGPoint)
        case radial(CGPoint, CGFloat, CGFloat)
        case angular(CGPoint, Double, Double)
        /// Centre, the box whose width and height are radius 1, start and end radius fractions.
        case elliptical(CGPoint, CGSize, CGFloat, CGFloat)
    }
    let kind: Kind
    /// Pixel space to the node's local space.
    let inverse: CGAffineTransform
    /// 256 premultiplied colors along the gradient, interpolated between stops in sRGB.
    let table: [UInt32]

    init(kind: Kind, stops: [Paint.ResolvedStop], transform: CGAffineTransform) {
        self.kind = kind.withStartAngleReduced
        inverse = transform.inverted()
        // Locations are clamped to 0…1 (NaN is 0) before sorting: NaN has no order, and the
        // lookup below relies on one.
        let sorted = stops.map { stop -> Paint.ResolvedStop in
            var stop = stop
            stop.location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            return stop
        }.sorted { $0.location < $1.location }
        table = (0..<256).map { index in
            let t = CGFloat(index) / 255
            guard let first = sorted.first, let last = sorted.last else { return 0 }
            if t <= first.location { return Pixel(first.color).packed }
            if t >= last.location { return Pixel(last.color).packed }
            let upper = sorted.firstIndex { $0.location >= t }!
            let a = sorted[upper - 1], b = sorted[upper]
            let f = Float(b.location > a.location ? (t - a.location) / (b.location - a.location) : 0)
            func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * f }
            return Pixel(Color.Resolved(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                        blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))).packed
        }
    }

    /// The colour of one pixel.
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        let p = point(x, y)
        let t: CGFloat
        switch kind {
        case let .linear(s, e): t = Self.linear(p, s, e)
        case let .radial(c, r0, r1): t = Self.radial(p, c, r0, r1)
        case let .elliptical(c, size, f0, f1): t = Self.elliptical(p, c, size, f0, f1)
        case let .angular(c, a0, a1): t = Self.angular(p, c, a0, a1)
        }
        return table[Self.index(t)]
    }

    /// The colours of `count` pixels of row `y` from column `x`, each what `color(x:y:)` gives,
    /// computed pixel by pixel (`shade`, in GradientShader+Runs.swift, first fills the runs
    /// whose colour is known): the kind is decided once for the row and each kind has its own
    /// loop over a table pointer, as Skia's shaders shade a span at a time (a pixel at a time,
    /// the switch and the table's array access cost more than a linear gradient's arithmetic).
    ///
    /// Linear positions are estimated along the row from its ends (`shadeLinear`); radial,
    /// elliptical and angular positions are first estimated without libm (a square root
    /// for `hypot`, a polynomial for `atan2`), and the estimate's table entry is taken when the
    /// estimate lies farther from a rounding boundary (and, for angles, from where a turn wraps)
    /// than its error can reach; otherwise the pixel is computed exactly. So the bytes are those
    /// of the exact formula, at a fraction of its cost: libm's `atan2` and `hypot` were most of
    /// a full-canvas conic or radial fill (seed 16 tree 388: 47 and 36 ns a pixel).
    func shadePixels(row y: Int, from x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        table.withUnsafeBufferPointer { table in
            switch kind {
            case let .linear(s, e):
                shadeLinear(row: y, from: x, count: count, s, e, table: table, into: out)
            case let .radial(c, r0, r1):
                let scale = 255 / abs(r1 - r0)
                for i in 0..<count {
                    let p = point(x + i, y)
                    let estimate = Self.estimatedIndex(distance: p.x - c.x, p.y - c.y, from: r0, to: r1, scale: scale)
                    out[i] = table[estimate >= 0 ? estimate : Self.index(Self.radial(p, c, r0, r1))]
                }
            case let .elliptical(c, size, f0, f1):
                let scale = 255 / abs(f1 - f0)
                for i in 0..<count {
                    let p = point(x + i, y)
                    let dx = size.width > 0 ? (p.x - c.x) / size.width : 0, dy = size.height > 0 ? (p.y - c.y) / size.height : 0
                    let estimate = Self.estimatedIndex(distance: dx, dy, from: f0, to: f1, scale: scale)
                    out[i] = table[estimate >= 0 ? estimate : Self.index(Self.elliptical(p, c, size, f0, f1))]
                }
            case let .angular(c, a0, a1):
                let span = a1 - a0
                // The polynomial's error (under 1.5e-10 rad) and the roundings of subtracting the
                // start and whole turns and of adding a turn, with room to spare.
                let slack = 1e-9 + 1e-15 * (abs(a0) + 8)
                let margin = slack * 255 / abs(span) + 1e-9
                /// Pixel `i`'s entry from its estimated angle (atan2 less the start).
                @inline(__always) func entry(_ i: Int, _ p: CGPoint, _ estimatedAngle: Double) -> UInt32 {
                    var estimate = -1, angle = estimatedAngle
                    // Within a turn, as `fmod` leaves it (a start past ±π puts most angles past one).
                    if !(abs(angle) < 2 * .pi), abs(angle) < 1e7 { angle -= Double(Int64(angle / (2 * .pi))) * (2 * .pi) }
                    // Away from 0 and a whole turn, where the exact formula wraps.
                    if abs(angle) > slack, abs(angle) < 2 * .pi - slack {
                        estimate = Self.estimatedIndex((angle < 0 ? angle + 2 * .pi : angle) / span, margin: margin)
                    }
                    return table[estimate >= 0 ? estimate : Self.index(Self.angular(p, c, a0, a1))]
                }
                // Two pixels at a time through the polynomial (SSE2 holds two doubles): each lane
                // is the scalar estimate bit for bit, so every pixel takes the same entry.
                var i = 0
                while i + 2 <= count {
                    let p0 = point(x + i, y), p1 = point(x + i + 1, y)
                    let angles = Self.estimatedAtan2(SIMD2(p0.y - c.y, p1.y - c.y), SIMD2(p0.x - c.x, p1.x - c.x)) - a0
                    out[i] = entry(i, p0, angles[0])
                    out[i + 1] = entry(i + 1, p1, angles[1])
                    i += 2
                }
                if i < count {
                    let p = point(x + i, y)
                    out[i] = entry(i, p, Self.estimatedAtan2(p.y - c.y, p.x - c.x) - a0)
                }
            }
        }
    }

    /// The table entry of position `t` when every value within `margin` (in table steps) of
    /// it rounds to the same entry; −1 when one might not, or `t` is not a number.
    @inline(__always)
    private static func estimatedIndex(_ t: CGFloat, margin: CGFloat) -> Int {
        guard t.isFinite else { return -1 }
        let v = min(max(t, 0), 1) * 255
        let whole = Int32(v)
        let fraction = v - Double(whole)
        guard abs(fraction - 0.5) > margin else { return -1 }
        return Int(whole) + (fraction >= 0.5 ? 1 : 0)
    }

    /// `estimatedIndex` of a radial position, the distance (dx, dy) measured from `r0` to `r1`
    /// (`scale` is 255 / |r1 − r0|). The square root of the summed squares is within 2.5 ulp of
    /// `hypot` (1 ulp for each); the margin allows 4e-15 of the distance and the start radius.
    /// A sum that overflows, underflows or is zero is left to `hypot`.
    @inline(__always)
    private static func estimatedIndex(distance dx: CGFloat, _ dy: CGFloat, from r0: CGFloat, to r1: CGFloat, scale: CGFloat) -> Int {
        let sum = dx * dx + dy * dy
        guard sum.isNormal, r1 != r0 else { return -1 }
        let distance = sum.squareRoot()
        return estimatedIndex((distance - r0) / (r1 - r0), margin: (distance + abs(r0)) * 4e-15 * scale + 1e-9)
    }

    /// `atan2(y, x)` within 1.5e-10 radians: the smaller of |x| and |y| over the larger, a ∈ [0, 1],
    /// gives atan(a) as a times a degree-10 polynomial in a² (fitted near minimax on [0, 1];
    /// its largest error over 10⁷ points is 1.4e-10), then folded into the quadrant. NaN for
    /// the centre (0 / 0) and for NaN coordinates, which the caller computes exactly.
    @inline(__always)
    static func estimatedAtan2(_ y: CGFloat, _ x: CGFloat) -> CGFloat {
        estimatedAtan2(SIMD2(y, y), SIMD2(x, x))[0]
    }

    /// `estimatedAtan2` of two points at once, lane by lane the same operations in the same
    /// order, so each lane is the scalar value bit for bit.
    @inline(__always)
    static func estimatedAtan2(_ y: SIMD2<Double>, _ x: SIMD2<Double>) -> SIMD2<Double> {
        /// |v| and whether v's sign bit is set, lane by lane.
        func magnitude(_ v: SIMD2<Double>) -> (SIMD2<Double>, SIMDMask<SIMD2<Int64>>) {
            let bits = unsafeBitCast(v, to: SIMD2<UInt64>.self), sign = SIMD2<UInt64>(repeating: 1 << 63)
            return (unsafeBitCast(bits & ~sign, to: SIMD2<Double>.self), unsafeBitCast(bits & sign, to: SIMD2<Int64>.self) .!= 0)
        }
        let (ax, _) = magnitude(x), (ay, yNegative) = magnitude(y)
        // (`min` and `max` as `Swift.min` and `Swift.max` take them: the second when the first is not smaller.)
        let a = ay.replacing(with: ax, where: ax .< ay) / ax.replacing(with: ay, where: ay .> ax), s = a * a
        var r = SIMD2<Double>(repeating: 0.000937513375033075)
        r = r * s - 0.006394531096181287
        r = r * s + 0.02046729888671861
        r = r * s - 0.04208742624334574
        r = r * s + 0.06541325756940765
        r = r * s - 0.08713834705278431
        r = r * s + 0.11028643272806768
        r = r * s - 0.14274430702818003
        r = r * s + 0.19999129655833223
        r = r * s - 0.33333302083116206
        r = r * s + 0.999999996671583
        r *= a
        r = r.replacing(with: .pi / 2 - r, where: ay .> ax)
        r = r.replacing(with: .pi - r, where: x .< 0)
        // (−0 below the axis, as for `atan2`.)
        r = r.replacing(with: -r, where: yNegative)
        let sum = x + y
        return r.replacing(with: .nan, where: sum .!= sum)
    }

    /// A pixel's centre in the node's local space.
    @inline(__always)
    func point(_ x: Int, _ y: Int) -> CGPoint {
        CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
    }

    /// The table entry for a position along the gradient, clamped to its ends; NaN (a NaN
    /// centre or radius, ∞ − ∞) reads the first stop, as a clamped position would.
    @inline(__always)
    static func index(_ t: CGFloat) -> Int {
        t.isNaN ? 0 : Int(roundedChannel(min(max(t, 0), 1) * 255))
    }

    @inline(__always)
    static func linear(_ p: CGPoint, _ s: CGPoint, _ e: CGPoint) -> CGFloat {
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        return length2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / length2 : 0
    }

    @inline(__always)
    static func radial(_ p: CGPoint, _ c: CGPoint, _ r0: CGFloat, _ r1: CGFloat) -> CGFloat {
        r1 != r0 ? (hypot(p.x - c.x, p.y - c.y) - r0) / (r1 - r0) : 0
    }

    @inline(__always)
    static func elliptical(_ p: CGPoint, _ c: CGPoint, _ size: CGSize, _ f0: CGFloat, _ f1: CGFloat) -> CGFloat {
        let dx = size.width > 0 ? (p.x - c.x) / size.width : 0, dy = size.height > 0 ? (p.y - c.y) / size.height : 0
        return f1 != f0 ? (hypot(dx, dy) - f0) / (f1 - f0) : 0
    }

    /// The angle from the start, within a turn, over the span. An angle already within a turn
    /// is its own remainder (`fmod` returns it exactly), so libm is asked only past one.
    @inline(__always)
    static func angular(_ p: CGPoint, _ c: CGPoint, _ a0: Double, _ a1: Double) -> CGFloat {
        let span = a1 - a0
        return span != 0 ? withinTurn(atan2(p.y - c.y, p.x - c.x) - a0) / span : 0
    }

    /// An angle from the start turned into [0, 2π), as `angular` takes it.
    @inline(__always)
    static func withinTurn(_ angle: Double) -> Double {
        var angle = angle
        if !(abs(angle) < 2 * .pi) { angle = angle.truncatingRemainder(dividingBy: 2 * .pi) }
        if angle < 0 { angle += 2 * .pi }
        return angle
    }
}

extension GradientShader.Kind {
    /// An angular gradient whose start angle is a million radians or more turned back by whole
    /// turns, its span kept: each pixel takes its angle from the start modulo 2π, and libm's
    /// `fmod` of a dividend that large costs a step per power of two of the quotient (a start
    /// of `.degrees(1e12)` spent 92% of a 25-second frame in `fmod`, seed 16 tree 67950).
    /// Smaller starts are left exactly as given, so their pixels do not change.
    var withStartAngleReduced: Self {
        guard case let .angular(center, start, end) = self, start.isFinite, abs(start) >= 1e6 else { return self }
        let reduced = start.truncatingRemainder(dividingBy: 2 * .pi)
        return .angular(center, reduced, reduced + (end - start))
    }
}
