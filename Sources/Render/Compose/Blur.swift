import LayoutDSL

/// Gaussian blur approximated by three successive box blurs (Kovesi's box widths for a given
/// standard deviation; the result is within about 3% of a true Gaussian), on premultiplied
/// channels, separably.
extension Canvas {
    mutating func blur(sigma: CGFloat) {
        guard sigma > 0.1 else { return }
        for radius in Canvas.boxRadii(sigma: sigma) {
            boxBlur(radius: radius, horizontal: true)
            boxBlur(radius: radius, horizontal: false)
        }
    }

    /// Radii of three boxes whose successive application has standard deviation `sigma`.
    static func boxRadii(sigma: CGFloat) -> [Int] {
        let n: CGFloat = 3
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * CGFloat(lower * lower) - 4 * n * CGFloat(lower) - 3 * n) / (-4 * CGFloat(lower) - 4)).rounded()
        return (0..<3).map { CGFloat($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box pass along rows or columns: the window's four channel sums travel as one
    /// `SIMD4`, and the division by the window is a multiply by its rounded-up reciprocal,
    /// exact for sums below 2³² / window (a sum is at most 255 · window).
    private mutating func boxBlur(radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        let width = self.width
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let step = horizontal ? 1 : width
        let window = UInt64(2 * radius + 1)
        let reciprocal = SIMD4<UInt64>(repeating: ((1 << 32) + window - 1) / window)
        let half = SIMD4<UInt32>(repeating: UInt32(window / 2))
        var source = [SIMD4<UInt32>](repeating: .zero, count: length)
        pixels.withUnsafeMutableBufferPointer { pixels in
            source.withUnsafeMutableBufferPointer { source in
                for line in 0..<lines {
                    let base = pixels.baseAddress! + (horizontal ? line * width : line)
                    for i in 0..<length {
                        let p = base[i * step]
                        source[i] = SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
                    }
                    var sums = SIMD4<UInt32>.zero
                    for i in 0..<min(radius, length) { sums &+= source[i] }
                    for i in 0..<length {
                        if i + radius < length { sums &+= source[i + radius] }
                        if i - radius - 1 >= 0 { sums &-= source[i - radius - 1] }
                        let out = SIMD4<UInt32>(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: sums &+ half) &* reciprocal) &>> 32)
                        base[i * step] = out.x | out.y << 8 | out.z << 16 | out.w << 24
                    }
                }
            }
        }
    }

    /// The layer's alpha as a solid color, for shadows.
    func silhouette(_ color: Pixel) -> Canvas {
        var result = self
        let (r, g, b, a) = (UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        for i in result.pixels.indices {
            let coverage = result.pixels[i] >> 24
            func scale(_ v: UInt32) -> UInt32 { (v * coverage + 127) / 255 }
            result.pixels[i] = scale(r) | scale(g) << 8 | scale(b) << 16 | scale(a) << 24
        }
        return result
    }

    /// The canvas moved by whole pixels.
    func translated(dx: Int, dy: Int) -> Canvas {
        var result = Canvas(bounds: PixelRect(x: bounds.x + dx, y: bounds.y + dy, width: width, height: height))
        result.pixels = pixels
        return result
    }
}
