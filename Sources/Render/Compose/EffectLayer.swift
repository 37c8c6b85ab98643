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
        sigma > 0.1 ? BoxBlur.boxRadii(sigma: sigma).reduce(0, +) + 1 : 0
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
    /// Cuts the layer to its ink (the pixels that are not transparent) grown by `margin` and a
    /// pixel; false when it has no ink. A subtree's layer covers its frames, and the frames of a
    /// full-screen stack are the whole canvas while its ink may be a few shapes: blurring,
    /// enlarging and compositing the transparent rest cost most of a 64-megapixel frame (seed 15
    /// trees 806, 3153). The same bytes come out: a box blur spreads ink by less than `margin`
    /// (`EffectLayer.reach`), so every pixel a blur or a bilinear enlargement can make visible
    /// stays inside, and compositing skips transparent pixels.
    mutating func trim(keeping margin: Int) -> Bool {
        let ink = inkBounds
        guard !ink.isEmpty else { return false }
        let kept = ink.expanded(by: margin + 1).intersection(bounds)
        if kept != bounds { self = cropped(to: kept) }
        return true
    }

    /// The smallest rectangle holding every pixel that is not transparent (empty when none).
    var inkBounds: PixelRect {
        var top = Int.max, bottom = Int.min, left = Int.max, right = Int.min
        pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = pixels.baseAddress! + y * width
                guard let first = (0..<width).first(where: { row[$0] != 0 }) else { continue }
                let last = (first..<width).last { row[$0] != 0 }!
                top = min(top, y); bottom = y
                left = min(left, first); right = max(right, last)
            }
        }
        guard top <= bottom else { return PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        return PixelRect(x: bounds.x + left, y: bounds.y + top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The pixels inside `rect`, which lies within the bounds.
    func cropped(to rect: PixelRect) -> Canvas {
        var result = Canvas(bounds: rect)
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<rect.height {
                    let from = source.baseAddress! + (rect.y - bounds.y + y) * width + (rect.x - bounds.x)
                    (target.baseAddress! + y * rect.width).update(from: from, count: rect.width)
                }
            }
        }
        return result
    }

    /// Composites `layer`, drawn at 1/`factor` resolution, enlarged over `area` and moved by
    /// (`dx`, `dy`), a band of rows at a time: enlarged whole, the layer of an effect over a
    /// 64-megapixel canvas was a 256 MB copy that lived only to be composited (each pixel
    /// composites on its own, so the bands give the same bytes).
    mutating func composite(_ layer: Canvas, enlargedBy factor: Int, over area: PixelRect, dx: Int = 0, dy: Int = 0,
                            opacity: Double, clip: Clip, mode: BlendMode) {
        guard factor > 1 else {
            composite(layer.translated(dx: dx, dy: dy), opacity: opacity, clip: clip, mode: mode)
            return
        }
        let rows = max(1, Self.bandPixels / max(area.width, 1))
        for y in Swift.stride(from: area.y, to: area.maxY, by: rows) {
            let band = PixelRect(x: area.x, y: y, width: area.width, height: min(rows, area.maxY - y))
            composite(layer.enlarged(by: factor, over: band).translated(dx: dx, dy: dy), opacity: opacity, clip: clip, mode: mode)
        }
    }

    /// Pixels enlarged at a time by `composite(_:enlargedBy:over:)`: 1 MB.
    static let bandPixels = 1 << 18

    /// A layer drawn at 1/`factor` resolution, scaled back up (bilinear, on premultiplied
    /// channels; outside the layer is transparent) over `area` of the full-resolution canvas
    /// only: `bilinearMix`'s samples, computed in an order that shares their work. The `factor`
    /// rows between the same two layer rows mix the same pair of colours along x and differ only
    /// in the weight along y, so each pair's mix along x (and the step to the lower row) is
    /// found once per `factor` rows, and a pixel costs one multiply-add and a rounding per
    /// channel, the four channels at once. Every operation is `bilinearMix`'s, in its order, so
    /// the pixels are the same.
    func enlarged(by factor: Int, over area: PixelRect) -> Canvas {
        guard factor > 1 else { return self }
        let region = area.intersection(PixelRect(x: bounds.x * factor, y: bounds.y * factor,
                                                 width: width * factor, height: height * factor))
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
        // Per column of the region: the upper row's mix along x, and the lower row's less it.
        var upper = [SIMD4<Float>](repeating: .zero, count: region.width), step = upper
        var pair = (-2, -2)
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                var i = 0
                for y in region.y..<region.maxY {
                    let (y0, y1, fy) = taps(y, origin: bounds.y, length: height)
                    // A row between two rows outside the layer stays transparent.
                    guard y0 >= 0 || y1 >= 0 else { i += region.width; continue }
                    if pair != (y0, y1) {
                        pair = (y0, y1)
                        func at(_ x: Int, _ y: Int) -> SIMD4<Float> { x >= 0 && y >= 0 ? channels(source[y * width + x]) : .zero }
                        for (j, (x0, x1, fx)) in columns.enumerated() {
                            let a = at(x0, y0), b = at(x1, y0), c = at(x0, y1), d = at(x1, y1)
                            let top = a + (b - a) * fx
                            upper[j] = top
                            step[j] = c + (d - c) * fx - top
                        }
                    }
                    upper.withUnsafeBufferPointer { upper in
                        step.withUnsafeBufferPointer { step in
                            for j in 0..<region.width { target[i + j] = packedChannels(upper[j] + step[j] * fy) }
                        }
                    }
                    i += region.width
                }
            }
        }
        return result
    }
}
