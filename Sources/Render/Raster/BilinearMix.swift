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
        out |= UInt32((top + (bottom - top) * fy).rounded()) << shift
    }
    return out
}
