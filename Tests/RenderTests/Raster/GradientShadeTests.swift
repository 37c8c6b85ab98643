@testable import LayoutDSL
@testable import Render
import Testing

/// A gradient shaded a row at a time (`GradientShader.shade`) estimates linear positions along
/// the row, and radial and angular ones without libm, and must still give exactly the colours of
/// `color(x:y:)`, which computes each pixel's (with `hypot` and `atan2`): every quadrant, both
/// sides of where a turn wraps, starts past a turn, reversed and tiny spans, the centre pixel,
/// pixel centres on rounding boundaries, and transforms that rotate, skew and reach far.
struct GradientShadeTests {
    /// A deterministic generator (SplitMix64), so a failure names its case.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let stops = [Paint.ResolvedStop(color: Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1), location: 0),
                        Paint.ResolvedStop(color: Color.Resolved(red: 0, green: 0.4, blue: 1, opacity: 0.5), location: 0.6),
                        Paint.ResolvedStop(color: Color.Resolved(red: 0, green: 1, blue: 0, opacity: 1), location: 1)]

    /// Rows of 48 pixels, shaded and asked pixel by pixel; the number of pixels that differ.
    func mismatches(_ kind: GradientShader.Kind, transform: CGAffineTransform) -> Int {
        let shader = GradientShader(kind: kind, stops: Self.stops, transform: transform)
        var row = [UInt32](repeating: 0, count: 48), differing = 0
        for y in -8..<40 {
            row.withUnsafeMutableBufferPointer { shader.shade(row: y, from: -8, count: 48, into: $0.baseAddress!) }
            for i in 0..<48 where row[i] != shader.color(x: i - 8, y: y) { differing += 1 }
        }
        return differing
    }

    @Test func shadedRowsAreTheExactColours() {
        var random = Seeded(state: 19)
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        let transforms = [CGAffineTransform.identity, CGAffineTransform(scaleX: 3, y: 3),
                          CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2.5, y: -1.5),
                          CGAffineTransform(a: 1, b: 0.3, c: -0.8, d: 1.2, tx: 5.25, ty: -3.5),
                          CGAffineTransform(scaleX: 1e-7, y: 1e-7), CGAffineTransform(translationX: 1e15, y: -1e15)]
        var kinds: [GradientShader.Kind] = [
            .angular(CGPoint(x: 16, y: 16), 0, 2 * .pi), .angular(CGPoint(x: 16.5, y: 16.5), -.pi, .pi),
            .angular(CGPoint(x: 16, y: 16), 7, 7 + 2 * .pi), .angular(CGPoint(x: 16, y: 16), 1, 0.5),
            .angular(CGPoint(x: 16, y: 16), 0.3, 0.3 + 1e-12), .angular(CGPoint(x: 16, y: 16), -20, 3),
            .radial(CGPoint(x: 16, y: 16), 0, 20), .radial(CGPoint(x: 16.5, y: 16.5), 30, 5),
            .radial(CGPoint(x: 0, y: 0), 1e-300, 2e-300), .radial(CGPoint(x: 1e200, y: 0), 0, 1e200),
            .elliptical(CGPoint(x: 16, y: 16), CGSize(width: 30, height: 12), 0.1, 1),
            .elliptical(CGPoint(x: 16, y: 16), CGSize(width: 0, height: 12), 1, 0),
            // Every pixel centre on a rounding boundary (x + 0.5 of 255 entries), a tiny span,
            // a reversed one, ends far apart, and one that clamps at both ends of the row.
            .linear(CGPoint(x: 0, y: 0), CGPoint(x: 255, y: 0)), .linear(CGPoint(x: 16, y: 16), CGPoint(x: 16 + 1e-9, y: 16)),
            .linear(CGPoint(x: 40, y: 30), CGPoint(x: -5, y: 2)), .linear(CGPoint(x: -1e15, y: 0), CGPoint(x: 1e15, y: 1)),
            .linear(CGPoint(x: 4, y: 0), CGPoint(x: 20, y: 0)),
        ]
        for _ in 0..<40 {
            let c = CGPoint(x: value(-20...50), y: value(-20...50))
            kinds.append(.linear(c, CGPoint(x: c.x + value(-60...60), y: c.y + value(-60...60))))
            let a0 = value(-10...10)
            kinds.append(.angular(c, a0, a0 + value(-7...7)))
            kinds.append(.radial(c, value(0...10), value(0...60)))
            kinds.append(.elliptical(c, CGSize(width: value(1...40), height: value(1...40)), value(0...0.5), value(0.2...1.5)))
        }
        for kind in kinds {
            for t in transforms {
                let differing = mismatches(kind, transform: t)
                #expect(differing == 0, "\(kind) under \(t): \(differing) of 2,304 pixels differ")
            }
        }
    }

    /// Long rows of large gradients, where `shade` fills runs of one table entry without
    /// shading each pixel: every pixel still has the colour `color(x:y:)` gives, next to where
    /// the entry changes, across a conic gradient's start, through its centre, and under
    /// rotations, tiny scales and far translations.
    @Test func filledRunsAreTheExactColours() {
        var random = Seeded(state: 23)
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        let transforms = [CGAffineTransform.identity, CGAffineTransform(scaleX: 3, y: 3),
                          CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 2),
                          CGAffineTransform(a: 1, b: 0.01, c: -0.2, d: 1, tx: 0.25, ty: 7.5),
                          CGAffineTransform(scaleX: 1e-7, y: 1e-7), CGAffineTransform(translationX: 1e15, y: -1e15)]
        var kinds: [GradientShader.Kind] = [
            .linear(CGPoint(x: 0, y: 0), CGPoint(x: 1500, y: 0)), .linear(CGPoint(x: 1200, y: 0), CGPoint(x: -300, y: 900)),
            .linear(CGPoint(x: 0, y: 0), CGPoint(x: 1e19, y: 1)), .linear(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5)),
            .radial(CGPoint(x: 700, y: 200), 0, 900), .radial(CGPoint(x: 700, y: 200), 79.5, 1e19),
            .radial(CGPoint(x: -1e6, y: 3), 1e6, 1e6 + 3000), .radial(CGPoint(x: 10, y: 10), 500, 20),
            .elliptical(CGPoint(x: 600, y: 100), CGSize(width: 1400, height: 300), 0, 1),
            .elliptical(CGPoint(x: 600, y: 100), CGSize(width: 1400, height: 0), 0.2, 0.9),
            .angular(CGPoint(x: 700, y: 200), 0, 2 * .pi), .angular(CGPoint(x: 700, y: 200), 2, 2 + .pi),
            .angular(CGPoint(x: -3000, y: -3000), -1, 0.5), .angular(CGPoint(x: 300.5, y: 0.5), .pi, -.pi),
        ]
        for _ in 0..<12 {
            let c = CGPoint(x: value(-1000...3000), y: value(-1000...3000))
            let a0 = value(-10...10)
            kinds.append(.linear(c, CGPoint(x: c.x + value(-3000...3000), y: c.y + value(-3000...3000))))
            kinds.append(.radial(c, value(0...400), value(0...4000)))
            kinds.append(.elliptical(c, CGSize(width: value(1...4000), height: value(1...4000)), value(0...0.5), value(0.2...1.5)))
            kinds.append(.angular(c, a0, a0 + value(-7...7)))
        }
        var row = [UInt32](repeating: 0, count: 2000)
        for kind in kinds {
            for transform in transforms {
                let shader = GradientShader(kind: kind, stops: Self.stops, transform: transform)
                var differing = 0
                for y in [-300, 0, 17, 200, 401, 1999] {
                    row.withUnsafeMutableBufferPointer { shader.shade(row: y, from: -500, count: 2000, into: $0.baseAddress!) }
                    for i in 0..<2000 where row[i] != shader.color(x: i - 500, y: y) { differing += 1 }
                }
                #expect(differing == 0, "\(kind) under \(transform): \(differing) of 12,000 pixels differ")
            }
        }
    }

    /// The bound `shade` fills runs by is tight enough to find them: a whole row of a radial
    /// gradient ending 1e19 points out reads one entry, and a linear gradient's row the
    /// entries between its ends' positions.
    @Test func runsOfOneEntryAreFound() {
        let huge = GradientShader(kind: .radial(CGPoint(x: 700, y: 200), 79.5, 1e19), stops: Self.stops, transform: .identity)
        #expect(huge.entries(row: 5, from: 0, count: 8000)?.count == 1)
        let linear = GradientShader(kind: .linear(CGPoint(x: 0, y: 0), CGPoint(x: 1000, y: 0)), stops: Self.stops, transform: .identity)
        #expect(linear.entries(row: 0, from: 250, count: 500) == 64...191)
        #expect(linear.entries(row: 0, from: 2000, count: 500) == 255...255)
        let conic = GradientShader(kind: .angular(CGPoint(x: 0, y: 0), 0, 2 * .pi), stops: Self.stops, transform: .identity)
        #expect(conic.entries(row: 1000, from: 10, count: 100) == GradientShader.index(atan2(1000.5, 109.5) / (2 * .pi))...GradientShader.index(atan2(1000.5, 10.5) / (2 * .pi)))
        #expect(conic.entries(row: 0, from: -50, count: 100) == nil)
    }

    /// The estimate is within 1.5e-10 radians of `atan2` in every quadrant, on the axes and the
    /// diagonals, and NaN where the caller must ask `atan2` (the centre, a NaN coordinate).
    @Test func estimatedAtan2IsWithinItsBound() {
        var random = Seeded(state: 7)
        var worst = 0.0
        var points: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1), (-0.0, -1), (1e300, 1), (1, 1e-300)]
        for _ in 0..<100_000 { points.append((Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random))) }
        for (y, x) in points {
            worst = max(worst, abs(GradientShader.estimatedAtan2(y, x) - atan2(y, x)))
        }
        #expect(worst < 1.5e-10)
        #expect(GradientShader.estimatedAtan2(0, 0).isNaN)
        #expect(GradientShader.estimatedAtan2(.nan, 1).isNaN && GradientShader.estimatedAtan2(1, .nan).isNaN)
    }
}
