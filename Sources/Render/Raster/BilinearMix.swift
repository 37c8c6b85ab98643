/// The premultiplied colour between four neighbouring pixels (`a` top left, `b` top right, `c`
/// bottom left, `d` bottom right) at fractions `fx`, `fy` past the top-left one: each channel
/// interpolated along x, then along y, rounded to nearest. The one bilinear sample every
/// resampling stage shares (images, image tiles, projections, enlarged effect layers).
@inline(__always)
func bilinearMix(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, fx: Float, fy: Float) -> UInt32 {
    var out: UInt32 = 0
    for shift in stride(from: UInt32(0), to: 32, by: 8) {
        func ch(_ p: UInt32) -> Float { Float((p >> shift) & 0xFF) }
        let top = ch(a) + (ch(b) - ch(a)) * fx, bottom = ch(c) + (ch(d) - ch(c)) * fx
        out |= roundedChannel(Double(top + (bottom - top) * fy)) << shift
    }
    return out
}

/// `v.rounded()` (to nearest, halves away from zero) for a channel value or index, 0 ≤ v < 2²³, without
/// libm's `roundf` (a call per channel per pixel: a quarter of the time of enlarging a layer):
/// the truncation is one instruction, and `v - trunc(v)` is exact in that range (a `Float`
/// converts to `Double` exactly, so both round alike). A value a
/// rounding error below 0 truncates to 0, as it rounds.
@inline(__always)
func roundedChannel(_ v: Double) -> UInt32 {
    let whole = Int32(v)
    return UInt32(truncatingIfNeeded: whole + (v - Double(whole) >= 0.5 ? 1 : 0))
}
