/// The premultiplied colour between four neighbouring pixels (`a` top left, `b` top right, `c`
/// bottom left, `d` bottom right) at fractions `fx`, `fy` past the top-left one: each channel
/// interpolated along x, then along y, rounded to nearest. The one bilinear sample every
/// resampling stage shares (images, image tiles, projections, enlarged effect layers).
@inline(__always)
func bilinearMix(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, fx: Float, fy: Float) -> UInt32 {
    @inline(__always) func mixed(_ shift: UInt32) -> UInt32 {
        let ca = channelValue(a, shift), cb = channelValue(b, shift), cc = channelValue(c, shift), cd = channelValue(d, shift)
        let top = ca + (cb - ca) * fx, bottom = cc + (cd - cc) * fx
        return roundedChannel(Double(top + (bottom - top) * fy)) << shift
    }
    return mixed(0) | mixed(8) | mixed(16) | mixed(24)
}

/// The byte of `p` at `shift` as a `Float`, exactly: the byte set in the mantissa of 2²³, less
/// 2²³. Optimized builds make the same code of `Float(byte)`; unoptimized ones call the generic
/// integer conversion through the runtime, once per channel of every sample.
@inline(__always)
func channelValue(_ p: UInt32, _ shift: UInt32) -> Float {
    Float(bitPattern: 0x4B00_0000 | ((p >> shift) & 0xFF)) - 8_388_608
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

/// The four bytes of `p` as `Float`s, lowest byte first (`channelValue` of each).
@inline(__always)
func channels(_ p: UInt32) -> SIMD4<Float> {
    SIMD4(channelValue(p, 0), channelValue(p, 8), channelValue(p, 16), channelValue(p, 24))
}

/// Four channel values (0 ≤ v < 2²²) rounded as `roundedChannel` rounds one and packed lowest
/// lane first, in vector arithmetic that is exact: v + 2²³ holds v to the nearest whole number
/// (ties to even) in the low bits of its pattern, and where that rounded a half down (v less the
/// whole number is exactly ½, as `roundedChannel` tells it) one is added: halves go up.
/// (`SIMD4<Int32>(v, rounding:)` converts lane by lane through the generic integer conversion.)
@_transparent
func packedChannels(_ v: SIMD4<Float>) -> UInt32 {
    let magic = SIMD4<Float>(repeating: 8_388_608)
    let nearest = v + magic
    let half = v - (nearest - magic) .== 0.5
    let c = (unsafeBitCast(nearest, to: SIMD4<UInt32>.self) &+ SIMD4<UInt32>(repeating: 0).replacing(with: 1, where: half)) & 0xFF
    return c[0] | c[1] << 8 | c[2] << 16 | c[3] << 24
}
