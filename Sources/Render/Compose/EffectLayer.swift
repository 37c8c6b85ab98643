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
        func sigma(_ value: CGFloat) -> CGFloat {
            guard !value.isNaN, value > 0 else { return 0 }
            return min(value * scale, Self.maximumSigma)
        }
        func offset(_ value: CGFloat) -> Int {
            guard value.isFinite else { return 0 }
            return Int(max(min(value * scale, Self.maximumOffset), -Self.maximumOffset).rounded())
        }
        blurSigma = sigma(display.blurRadius)
        shadowSigma = sigma((display.shadow?.radius ?? 0) / 2)
        shadowOffset = display.shadow.map { (offset($0.x), offset($0.y)) } ?? (0, 0)
        shadowReach = display.shadow.map { shadow in
            [shadow.x, shadow.y].map { $0.isFinite ? min(abs($0 * scale), Self.maximumOffset) : 0 }.max()!
        } ?? 0
        reduction = max(1, Int((max(blurSigma, shadowSigma) / Self.fullResolutionSigma).rounded(.up)))
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
    /// channels) over `area` of the full-resolution canvas only.
    func enlarged(by factor: Int, over area: PixelRect) -> Canvas {
        guard factor > 1 else { return self }
        let region = area.intersection(PixelRect(x: bounds.x * factor, y: bounds.y * factor, width: width * factor, height: height * factor))
        var result = Canvas(bounds: region)
        guard !region.isEmpty, width > 0, height > 0 else { return result }
        let k = CGFloat(factor)
        func sample(_ x: Int, _ y: Int, _ channel: UInt32) -> CGFloat {
            let cx = x - bounds.x, cy = y - bounds.y
            guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
            return CGFloat((pixels[cy * width + cx] >> (8 * channel)) & 0xFF)
        }
        for py in 0..<region.height {
            let v = (CGFloat(region.y + py) + 0.5) / k - 0.5
            let y0 = Int(v.rounded(.down)), fy = v - CGFloat(y0)
            for px in 0..<region.width {
                let u = (CGFloat(region.x + px) + 0.5) / k - 0.5
                let x0 = Int(u.rounded(.down)), fx = u - CGFloat(x0)
                var packed: UInt32 = 0
                for channel: UInt32 in 0..<4 {
                    let top = sample(x0, y0, channel) * (1 - fx) + sample(x0 + 1, y0, channel) * fx
                    let bottom = sample(x0, y0 + 1, channel) * (1 - fx) + sample(x0 + 1, y0 + 1, channel) * fx
                    packed |= UInt32((top * (1 - fy) + bottom * fy).rounded()) << (8 * channel)
                }
                result.pixels[py * region.width + px] = packed
            }
        }
        return result
    }
}
