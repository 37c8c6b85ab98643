import LayoutDSL

/// Runs of one colour in a gradient's row, filled without shading each pixel.
///
/// Where a gradient is large beside a pixel, its position moves slowly along a row: a
/// full-screen radial or conic fill keeps each of its 256 colours for tens or hundreds of
/// pixels, and a gradient whose end radius is 1e19 keeps one for the whole row (seed 17 tree
/// 36700: 31% of its time shading such rows pixel by pixel). `shade` bounds the positions a
/// run's pixels can take, from the run's two ends and a bound on each pixel's rounding; the
/// table lookup (`index`) is monotone in the position, so when both ends of the bound read the
/// same entry every pixel of the run does, and the run is filled with it. Otherwise the run is
/// halved, or shaded pixel by pixel when its bound spans too many entries for halving to pay.
/// Each pixel gets exactly the colour of `shadePixels` and `color(x:y:)`.
///
/// The bounds rest on three facts about the exact position along a straight run of pixel
/// centres (an affine image of a row): a linear gradient's is linear; the distance from a
/// radial gradient's centre is convex, and monotone where the run's direction keeps one sign
/// against the offset; a conic gradient's angle is monotone along a run that stays clear of the
/// centre and of the start angle. Computed positions differ from exact ones by a few roundings
/// of the magnitudes involved, which `rounding` bounds with room to spare.
extension GradientShader {
    /// Runs shorter than this are shaded pixel by pixel.
    private static let shortestRun = 32
    /// Fewer pixels per entry than this in a run's bound, and halving it costs more than it saves.
    private static let pixelsPerEntry = 16
    /// A bound on the relative error of a few floating-point roundings (about 45 ulp).
    private static let rounding: CGFloat = 1e-14

    /// The colours of `count` pixels of row `y` from column `x`, each what `color(x:y:)` gives.
    func shade(row y: Int, from x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard count >= Self.shortestRun else { return shadePixels(row: y, from: x, count: count, into: out) }
        if let entries = entries(row: y, from: x, count: count) {
            if entries.count == 1 { return out.update(repeating: table[entries.lowerBound], count: count) }
            guard count >= Self.pixelsPerEntry * entries.count else { return shadePixels(row: y, from: x, count: count, into: out) }
        }
        let half = count / 2
        shade(row: y, from: x, count: half, into: out)
        shade(row: y, from: x + half, count: count - half, into: out + half)
    }

    /// The table entries the pixels of a run can read; nil when its positions cannot be bounded
    /// (a value that is not a number, a conic run near the centre or across the start angle).
    func entries(row y: Int, from x: Int, count: Int) -> ClosedRange<Int>? {
        let a = point(x, y), b = point(x + count - 1, y)
        let error = centreError(row: y, from: x, count: count)
        let positions: (CGFloat, CGFloat)?
        switch kind {
        case let .linear(s, e): positions = Self.linearPositions(a, b, error, s, e)
        case let .radial(c, r0, r1): positions = Self.radialPositions(a, b, error, c, (1, 1), r0, r1)
        case let .elliptical(c, size, f0, f1): positions = Self.radialPositions(a, b, error, c, (size.width, size.height), f0, f1)
        case let .angular(c, a0, a1): positions = Self.angularPositions(a, b, error, c, a0, a1)
        }
        guard let positions, !positions.0.isNaN, !positions.1.isNaN else { return nil }
        let first = Self.index(positions.0), last = Self.index(positions.1)
        return first <= last ? first...last : nil
    }

    /// A linear gradient's positions between the run's ends `a` and `b`: the exact position is
    /// linear along the run, so every pixel's lies between the ends', give or take roundings.
    private static func linearPositions(_ a: CGPoint, _ b: CGPoint, _ error: (x: CGFloat, y: CGFloat),
                                        _ s: CGPoint, _ e: CGPoint) -> (CGFloat, CGFloat)? {
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        guard length2 > 0 else { return (0, 0) }
        let ta = linear(a, s, e), tb = linear(b, s, e)
        let pixel = linearError(a, b, error, s, e, ta, tb)
        return (min(ta, tb) - 2 * pixel, max(ta, tb) + 2 * pixel)
    }

    /// How far each coordinate of the run's pixel centres can be from its exact value:
    /// `applying`'s two products and two sums.
    func centreError(row y: Int, from x: Int, count: Int) -> (x: CGFloat, y: CGFloat) {
        let x0 = CGFloat(x) + 0.5, x1 = CGFloat(x + count - 1) + 0.5, y0 = CGFloat(y) + 0.5
        return (x: Self.rounding * (max(abs(inverse.a * x0), abs(inverse.a * x1)) + abs(inverse.c * y0) + abs(inverse.tx)),
                y: Self.rounding * (max(abs(inverse.b * x0), abs(inverse.b * x1)) + abs(inverse.d * y0) + abs(inverse.ty)))
    }

    /// How far a computed linear position of a pixel of the run from `a` to `b` (positions `ta`
    /// and `tb`, `length2` > 0) can be from the exact one.
    static func linearError(_ a: CGPoint, _ b: CGPoint, _ error: (x: CGFloat, y: CGFloat), _ s: CGPoint, _ e: CGPoint,
                            _ ta: CGFloat, _ tb: CGFloat) -> CGFloat {
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        let reach = (x: error.x + rounding * (max(abs(a.x), abs(b.x)) + error.x + abs(s.x)),
                     y: error.y + rounding * (max(abs(a.y), abs(b.y)) + error.y + abs(s.y)))
        return 2 * (reach.x * abs(dx) + reach.y * abs(dy)) / length2 + 2 * rounding * max(abs(ta), abs(tb))
    }

    /// The linear gradient's row from its ends' positions: the exact position is linear along
    /// the row, so each pixel's is estimated between the ends' computed positions (a product
    /// and a sum), and its table entry taken when the estimate lies farther from a rounding
    /// boundary and from the ends of the table than the estimate's error and the computed
    /// position's error together can reach (a margin of about 1e-11 of an entry, so nearly every
    /// pixel); otherwise the pixel is computed as `color(x:y:)` computes it. Each pixel gets its
    /// exact colour, at about a third of the arithmetic (a diagonal header 1179 px wide at 3x:
    /// 10% of a scrolled sweep's CPU, shaded pixel by pixel).
    func shadeLinear(row y: Int, from x: Int, count: Int, _ s: CGPoint, _ e: CGPoint,
                     table: UnsafeBufferPointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let a = point(x, y), b = point(x + count - 1, y)
        let ta = Self.linear(a, s, e), tb = Self.linear(b, s, e)
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        let exact = { (i: Int) in table[Self.index(Self.linear(self.point(x + i, y), s, e))] }
        guard count > 1, length2 > 0, ta.isFinite, tb.isFinite else {
            for i in 0..<count { out[i] = exact(i) }
            return
        }
        let pixel = Self.linearError(a, b, centreError(row: y, from: x, count: count), s, e, ta, tb)
        // The estimate is within 2·pixel of the exact line, plus its own three roundings; the
        // computed position within `pixel`; then the products by 255.
        let margin = 255 * (4 * pixel + 4 * Self.rounding * max(abs(ta), abs(tb))) + 1e-12
        guard margin < 0.25 else {
            for i in 0..<count { out[i] = exact(i) }
            return
        }
        let step = (tb - ta) / CGFloat(count - 1)
        for i in 0..<count {
            let v = (ta + CGFloat(i) * step) * 255
            if v > margin, v < 255 - margin {
                let w = v + 0.5, whole = w.rounded(.down), fraction = w - whole
                if fraction > margin, fraction < 1 - margin { out[i] = table[Int(whole)]; continue }
            } else if v < -margin {
                out[i] = table[0]; continue
            } else if v > 255 + margin {
                out[i] = table[255]; continue
            }
            out[i] = exact(i)
        }
    }

    /// A radial or elliptical gradient's positions between the run's ends: the distance of the
    /// offset from the centre (in radii: `scale` per axis, an axis of scale 0 or less left out,
    /// as `elliptical` does) is convex along the run. Where the run's direction has one sign
    /// against the offset at both ends, the distance is monotone and the ends bound it;
    /// elsewhere every pixel is within the run's length of both ends.
    private static func radialPositions(_ a: CGPoint, _ b: CGPoint, _ error: (x: CGFloat, y: CGFloat), _ c: CGPoint,
                                        _ scale: (x: CGFloat, y: CGFloat), _ r0: CGFloat, _ r1: CGFloat) -> (CGFloat, CGFloat)? {
        guard r1 != r0 else { return (0, 0) }
        func offset(_ p: CGPoint) -> (x: CGFloat, y: CGFloat) {
            (scale.x > 0 ? (p.x - c.x) / scale.x : 0, scale.y > 0 ? (p.y - c.y) / scale.y : 0)
        }
        func axisError(_ pointError: CGFloat, _ pa: CGFloat, _ pb: CGFloat, _ center: CGFloat, _ scale: CGFloat) -> CGFloat {
            scale > 0 ? 2 * (pointError + rounding * (max(abs(pa), abs(pb)) + pointError + abs(center))) / scale : 0
        }
        let qa = offset(a), qb = offset(b)
        let offsetError = axisError(error.x, a.x, b.x, c.x, scale.x) + axisError(error.y, a.y, b.y, c.y, scale.y)
        let da = (qa.x * qa.x + qa.y * qa.y).squareRoot(), db = (qb.x * qb.x + qb.y * qb.y).squareRoot()
        let w = (x: qb.x - qa.x, y: qb.y - qa.y)
        // The run's direction against the offset at each end, and how far rounding can move it.
        let ga = qa.x * w.x + qa.y * w.y, gb = qb.x * w.x + qb.y * w.y
        let largest = max(abs(qa.x) + abs(qa.y), abs(qb.x) + abs(qb.y)) + offsetError
        let length1 = abs(w.x) + abs(w.y) + 2 * offsetError
        let slack = 2 * (offsetError * length1 + 2 * largest * offsetError + rounding * largest * length1)
        let near: CGFloat, far: CGFloat
        if (ga > slack && gb > slack) || (ga < -slack && gb < -slack) {
            near = min(da, db); far = max(da, db)
        } else {
            let length = (w.x * w.x + w.y * w.y).squareRoot() + 2 * offsetError
            near = max(max(da, db) - length, 0); far = min(da, db) + length
        }
        // A pixel's distance: its offset's error, and `hypot`'s (or the square root's) rounding.
        let distanceError = 2 * (offsetError + rounding * (far + offsetError))
        let span = r1 - r0
        let t0 = (near - 2 * distanceError - r0) / span, t1 = (far + 2 * distanceError - r0) / span
        let pad = 2 * rounding * ((far + 2 * distanceError + abs(r0)) / abs(span) + max(abs(t0), abs(t1)))
        return (min(t0, t1) - pad, max(t0, t1) + pad)
    }

    /// A conic gradient's positions between the run's ends: along a run shorter than 0.4 of its
    /// ends' distance from the centre, the angle turns less than a radian, one way; unless the
    /// ends' angles (from the start, within a turn) show the run crossing the start, where the
    /// angle wraps, every pixel's lies between theirs. Other runs are left to be halved.
    private static func angularPositions(_ a: CGPoint, _ b: CGPoint, _ error: (x: CGFloat, y: CGFloat), _ c: CGPoint,
                                         _ a0: Double, _ a1: Double) -> (CGFloat, CGFloat)? {
        let span = a1 - a0
        guard span != 0 else { return (0, 0) }
        let qa = (x: a.x - c.x, y: a.y - c.y), qb = (x: b.x - c.x, y: b.y - c.y)
        let offsetError = 2 * (error.x + error.y + rounding * (max(abs(a.x), abs(b.x)) + max(abs(a.y), abs(b.y)) +
                                                               error.x + error.y + abs(c.x) + abs(c.y)))
        let ra = (qa.x * qa.x + qa.y * qa.y).squareRoot(), rb = (qb.x * qb.x + qb.y * qb.y).squareRoot()
        let length = ((qb.x - qa.x) * (qb.x - qa.x) + (qb.y - qa.y) * (qb.y - qa.y)).squareRoot() + 2 * offsetError
        guard length < 0.4 * min(ra, rb) else { return nil }
        // No pixel of the run is nearer the centre than this.
        let nearest = min(ra, rb) - length / 2 - 2 * offsetError
        // Each pixel's angle: its offset's error over its distance, and the roundings of `atan2`,
        // of taking the start away and of adding a turn; the ends' angles are estimates.
        let pixel = (offsetError + rounding * (max(ra, rb) + offsetError)) / nearest + rounding * (8 + abs(a0))
        let pad = 2 * pixel + 2e-10
        let ua = withinTurn(estimatedAtan2(qa.y, qa.x) - a0), ub = withinTurn(estimatedAtan2(qb.y, qb.x) - a0)
        guard abs(ua - ub) < 1.2, min(ua, ub) > pad, max(ua, ub) < 2 * .pi - pad else { return nil }
        let t0 = (min(ua, ub) - pad) / span, t1 = (max(ua, ub) + pad) / span
        let rounded = 2 * rounding * max(abs(t0), abs(t1))
        return (min(t0, t1) - rounded, max(t0, t1) + rounded)
    }
}
