import LayoutDSL

/// Blur and shadow of a subtree, with work bounded by what is visible. A layer must hold the
/// content that can reach the visible area (the clip) through the kernel, and nothing else: the
/// first design grew the subtree's layer by three standard deviations without looking at the
/// clip's size, so `blur(radius: 1000)` at 3x made a 19,000-pixel-square layer (1.6 GB, 75 s).
///
/// - Radii and offsets are clamped where they enter the renderer: NaN, negative or infinite
///   radii draw no blur (infinite: the widest kernel, `maximumSigma`), non-finite offsets none,
///   so no conversion to `Int` can trap.
/// - Kernels up to `fullResolutionSigma` pixels (every blur and shadow real screens use: radius
///   10 at 3x is 30) are drawn as before, at full resolution.
/// - Wider ones render the subtree at a resolution reduced by a whole factor that brings the
///   kernel back to that size, blur there, and scale the result back up over the visible area
///   only, as Skia and Core Image downsample wide blurs: a Gaussian that wide has no detail a
///   reduced layer loses. Memory is then the clip plus a few kernels, whatever the radius.
/// - A shadow far from its subtree gets a layer of its own, over the part of the subtree whose
///   shadow lands in view.
struct EffectLayer {
    /// Standard deviations, in pixels, drawn at full resolution.
    static let fullResolutionSigma: CGFloat = 32
    /// The widest kernel: a standard deviation of a million pixels spreads anything on any
    /// canvas to nothing visible.
    static let maximumSigma: CGFloat = 1_000_000
    /// Shadow offsets further than this (in pixels) are as far as this: ten times the largest PNG side.
    static let maximumOffset: CGFloat = 1_000_000

    let blurSigma: CGFloat
    let shadowSigma: CGFloat
    let shadowOffset: (dx: Int, dy: Int)
    /// The larger of the shadow's offsets, in pixels, unrounded.
    let shadowReach: CGFloat
    /// Layer pixels per canvas pixel, inverted: 1 at full resolution.
    let reduction: Int

    init(_ display: NodeDisplay, scale: CGFloat) {
        blurSigma = Self.sigma(display.blurRadius, scale: scale)
        shadowSigma = Self.sigma((display.shadow?.radius ?? 0) / 2, scale: scale)
        shadowOffset = display.shadow.map { (Self.offset($0.x, scale: scale), Self.offset($0.y, scale: scale)) } ?? (0, 0)
        shadowReach = display.shadow.map { max(Self.distance($0.x, scale: scale), Self.distance($0.y, scale: scale)) } ?? 0
        reduction = Self.reduction(sigma: max(blurSigma, shadowSigma))
    }

    /// A standard deviation of `value` points in pixels: none when NaN or not positive, at most `maximumSigma`.
    static func sigma(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard !value.isNaN, value > 0 else { return 0 }
        return min(value * scale, maximumSigma)
    }

    /// An offset of `value` points in whole pixels: none when not finite, at most `maximumOffset` either way.
    static func offset(_ value: CGFloat, scale: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(min(value * scale, maximumOffset), -maximumOffset).rounded())
    }

    /// How far an offset of `value` points moves anything, in pixels, unrounded.
    static func distance(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        value.isFinite ? min(abs(value * scale), maximumOffset) : 0
    }

    /// The whole factor that brings a kernel of `sigma` pixels back to `fullResolutionSigma`.
    static func reduction(sigma: CGFloat) -> Int {
        max(1, Int((sigma / fullResolutionSigma).rounded(.up)))
    }

    /// Whether the first design's single full-resolution layer is bounded: a narrow kernel and a
    /// shadow near its subtree. Its pixels are the references' pixels.
    var drawsAtFullResolution: Bool {
        reduction == 1 && max(abs(shadowOffset.dx), abs(shadowOffset.dy)) <= 1_000
    }

    /// How far a blur of `sigma` pixels (three box passes, see `Canvas.blur`) reaches, in pixels.
    static func reach(_ sigma: CGFloat) -> Int {
        sigma > 0.1 ? Canvas.boxRadii(sigma: sigma).reduce(0, +) + 1 : 0
    }
}

extension PixelRect {
    /// The rectangle in a layer reduced by `factor`: every layer pixel any of its pixels falls in.
    func reduced(by factor: Int) -> PixelRect {
        guard factor > 1 else { return self }
        func down(_ v: Int) -> Int { v >= 0 ? v / factor : -((-v + factor - 1) / factor) }
        func up(_ v: Int) -> Int { -down(-v) }
        let x0 = down(x), y0 = down(y)
        return PixelRect(x: x0, y: y0, width: up(maxX) - x0, height: up(maxY) - y0)
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

extension Canvas {
    /// A layer drawn at 1/`factor` resolution, scaled back up (bilinear, on premultiplied
    /// channels; outside the layer is transparent) over `area` of the full-resolution canvas
    /// only. Each column's source columns and weight are found once, not per pixel.
    func enlarged(by factor: Int, over area: PixelRect) -> Canvas {
        guard factor > 1 else { return self }
        let region = area.intersection(PixelRect(x: bounds.x * factor, y: bounds.y * factor, width: width * factor, height: height * factor))
        var result = Canvas(bounds: region)
        guard !region.isEmpty, width > 0, height > 0 else { return result }
        let k = CGFloat(factor)
        /// The two source pixels along an axis (-1 outside the layer) and the second's weight.
        func taps(_ position: Int, origin: Int, length: Int) -> (Int, Int, Float) {
            let u = (CGFloat(position) + 0.5) / k - 0.5
            let first = Int(u.rounded(.down)), weight = Float(u - CGFloat(first))
            let i = first - origin
            return (i >= 0 && i < length ? i : -1, i + 1 >= 0 && i + 1 < length ? i + 1 : -1, weight)
        }
        let columns = (region.x..<region.maxX).map { taps($0, origin: bounds.x, length: width) }
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                var i = 0
                for y in region.y..<region.maxY {
                    let (y0, y1, fy) = taps(y, origin: bounds.y, length: height)
                    for (x0, x1, fx) in columns {
                        func at(_ x: Int, _ y: Int) -> UInt32 { x >= 0 && y >= 0 ? source[y * width + x] : 0 }
                        target[i] = bilinearMix(at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1), fx: fx, fy: fy)
                        i += 1
                    }
                }
            }
        }
        return result
    }
}
