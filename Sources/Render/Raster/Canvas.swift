import LayoutDSL

/// A rectangle of whole pixels.
public struct PixelRect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(width, 0); self.height = max(height, 0)
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        return PixelRect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    /// The smallest pixel rectangle covering `rect`.
    init(covering rect: CGRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: 0, height: 0); return
        }
        let clamp = { (v: CGFloat) -> Int in Int(max(min(v, 1e8), -1e8)) }
        let x0 = clamp(rect.minX.rounded(.down)), y0 = clamp(rect.minY.rounded(.down))
        self.init(x: x0, y: y0, width: clamp(rect.maxX.rounded(.up)) - x0, height: clamp(rect.maxY.rounded(.up)) - y0)
    }
}

/// RGBA8 pixels with premultiplied alpha in sRGB, stored one `UInt32` per pixel with the bytes
/// R, G, B, A in memory order. A canvas may sit anywhere in pixel space (`bounds`), so layers
/// for group opacity, shadows and blur cover only what they need.
public struct Canvas: Equatable, Sendable {
    public let bounds: PixelRect
    public var pixels: [UInt32]

    public var width: Int { bounds.width }
    public var height: Int { bounds.height }

    public init(width: Int, height: Int, fill: Pixel = .clear) {
        self.init(bounds: PixelRect(x: 0, y: 0, width: width, height: height), fill: fill)
    }

    public init(bounds: PixelRect, fill: Pixel = .clear) {
        self.bounds = bounds
        let count = bounds.width * bounds.height
        pixels = [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            if let base = pixels.baseAddress { Canvas.store(fill.packed, base, count: count) }
            initialized = count
        }
    }

    /// A canvas holding `pixels`, `bounds.width` to a row.
    init(bounds: PixelRect, pixels: [UInt32]) {
        // Internal callers pass the pixels of a canvas of these bounds; a mismatch is a bug here.
        precondition(pixels.count == bounds.width * bounds.height)
        self.bounds = bounds
        self.pixels = pixels
    }

    /// The pixel at canvas coordinates (0-based from the canvas's own corner).
    public subscript(x: Int, y: Int) -> Pixel {
        get { Pixel(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }
}

/// One premultiplied RGBA8 pixel.
public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)

    init(packed: UInt32) {
        r = UInt8(truncatingIfNeeded: packed); g = UInt8(truncatingIfNeeded: packed >> 8)
        b = UInt8(truncatingIfNeeded: packed >> 16); a = UInt8(truncatingIfNeeded: packed >> 24)
    }
    var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    /// A straight-alpha sRGB color, premultiplied and rounded to 8 bits.
    /// Components are clamped to 0…1 and NaN is 0, so no colour user arithmetic makes traps.
    public init(_ color: Color.Resolved) {
        func unit(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = unit(color.opacity)
        func channel(_ v: Float) -> UInt8 { UInt8((unit(v) * alpha * 255).rounded()) }
        self.init(r: channel(color.red), g: channel(color.green), b: channel(color.blue), a: UInt8((alpha * 255).rounded()))
    }

    public var description: String { "Pixel(\(r), \(g), \(b), \(a))" }
}

/// Source-over compositing of premultiplied pixels with 8-bit coverage, in integer arithmetic
/// so every platform produces the same bytes: one lane of the four-pixel `blend` below, written
/// in scalar arithmetic that gives its bytes (the 16-bit products and sums wrap as its lanes
/// do). Unoptimized builds run generic SIMD code through the runtime, so this one-pixel form,
/// which images, tiles and text use per pixel, was most of a debug build's time drawing a photo.
@inline(__always)
func blend(_ destination: UInt32, _ source: UInt32, coverage: UInt32) -> UInt32 {
    let mask: UInt32 = 0x00FF_00FF
    let srcRB = scaledHalves(source & mask, by: coverage), srcGA = scaledHalves((source >> 8) & mask, by: coverage)
    let inverse = 255 &- (srcGA >> 16)
    let dstRB = scaledHalves(destination & mask, by: inverse), dstGA = scaledHalves((destination >> 8) & mask, by: inverse)
    return (srcRB &+ dstRB) | ((srcGA &+ dstGA) << 8)
}

/// Each 16-bit half of `channels` times `factor` (as 16-bit lanes, wrapping), rounded back to a
/// channel: `blend`'s `scaled` on one lane.
@inline(__always)
private func scaledHalves(_ channels: UInt32, by factor: UInt32) -> UInt32 {
    // The lanes' factors: `factor | factor << 16` read as two 16-bit halves.
    let low = factor & 0xFFFF, high = ((factor >> 16) | factor) & 0xFFFF
    // Each half's product plus a half, as 16-bit lanes; then the same 32-bit steps as the lanes.
    let x = (((channels & 0xFFFF) &* low) & 0xFFFF &+ 0x80) & 0xFFFF
        | ((((channels >> 16) &* high) & 0xFFFF &+ 0x80) & 0xFFFF) << 16
    return ((x &+ ((x >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
}

/// `blend` on four pixels at once, lane by lane (the same bytes as one at a time): two channels
/// share each 32-bit lane in its 16-bit halves (red and blue, green and alpha), as pixman's C
/// fallback does. A channel times a coverage (at most 255 · 255, plus a half) fits a half, so the
/// products are taken as 16-bit lanes, the factor in both halves: SSE2's `pmullw`, eight at a
/// time (SSE2 has no 32-bit lane multiply: `&*` on 32-bit lanes was two `pmuludq` and shuffles
/// for every four). Coverage 0 leaves a lane's destination unchanged; coverage 255 of an opaque
/// source stores it.
@inline(__always)
func blend(_ destination: SIMD4<UInt32>, _ source: SIMD4<UInt32>, coverage: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF00FF)
    /// Each half of each lane times the lane's factor (0…255), rounded back to a channel.
    @inline(__always) func scaled(_ channels: SIMD4<UInt32>, by factor: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let halves = unsafeBitCast(channels, to: SIMD8<UInt16>.self) &* unsafeBitCast(factor | (factor &<< 16), to: SIMD8<UInt16>.self)
        let x = unsafeBitCast(halves &+ SIMD8(repeating: 0x80), to: SIMD4<UInt32>.self)
        return ((x &+ ((x &>> 8) & mask)) &>> 8) & mask
    }
    let srcRB = scaled(source & mask, by: coverage), srcGA = scaled((source &>> 8) & mask, by: coverage)
    let inverse = SIMD4(repeating: 255) &- (srcGA &>> 16)
    let dstRB = scaled(destination & mask, by: inverse), dstGA = scaled((destination &>> 8) & mask, by: inverse)
    return (srcRB &+ dstRB) | ((srcGA &+ dstGA) &<< 8)
}
