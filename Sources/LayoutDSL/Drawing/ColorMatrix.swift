/// A 4×5 matrix applied to straight-alpha (R, G, B, A) colours: each output channel is the
/// dot product of its row with (R, G, B, A, 1). SwiftUI's `ColorMatrix`, the same layout as
/// the W3C `feColorMatrix` and Core Image's colour matrix. The identity leaves colours alone.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    public init() {}

    /// Rows of five: red, green, blue, alpha.
    init(rows: [[Float]]) {
        (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
        (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
        (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
        (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
    }

    public var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// The colour through the matrix, each channel clamped to 0…1.
    public func apply(_ c: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
        let out = apply(SIMD4(c.0, c.1, c.2, c.3))
        return (out.x, out.y, out.z, out.w)
    }

    /// The colour (R, G, B, A lanes) through the matrix, each channel clamped to 0…1: a column
    /// of the matrix per input channel, summed in row order (R, G, B, A, then the constant).
    /// Inlinable, so a loop over pixels gathers the columns once, outside the loop.
    @inlinable
    public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        let out = SIMD4(r1, g1, b1, a1) * c.x + SIMD4(r2, g2, b2, a2) * c.y + SIMD4(r3, g3, b3, a3) * c.z
            + SIMD4(r4, g4, b4, a4) * c.w + SIMD4(r5, g5, b5, a5)
        return out.clamped(lowerBound: .zero, upperBound: .one)
    }
}
