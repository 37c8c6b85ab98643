@testable import Render
import Testing

/// The one-pixel `blend` gives the bytes of the four-lane one (its lane 0) for every pixel pair
/// and coverage drawn here: 200,000 pseudo-random premultiplied pairs at coverages 0…255, and
/// coverages past 255 (which no caller passes), where the 16-bit lanes wrap.
struct ScalarBlendTests {
    @Test func matchesTheLanes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        func premultiplied(_ p: UInt32) -> UInt32 {
            let a = p >> 24
            func c(_ shift: UInt32) -> UInt32 { min((p >> shift) & 0xFF, a) << shift }
            return c(0) | c(8) | c(16) | a << 24
        }
        var mismatches = 0
        for i in 0..<200_000 {
            let d = premultiplied(next()), s = premultiplied(next())
            let coverage = i % 10 == 0 ? next() : next() & 0xFF
            let lanes = blend(SIMD4(d, 0, 0, 0), SIMD4(s, 0, 0, 0), coverage: SIMD4(coverage, 0, 0, 0))[0]
            if blend(d, s, coverage: coverage) != lanes { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
