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

    private mutating func boxBlur(radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        let (lines, length) = horizontal ? (height, width) : (width, height)
        let step = horizontal ? 1 : width
        let window = UInt32(2 * radius + 1)
        var source = [UInt32](repeating: 0, count: length)
        for line in 0..<lines {
            let start = horizontal ? line * width : line
            for i in 0..<length { source[i] = pixels[start + i * step] }
            var sums = [UInt32](repeating: 0, count: 4)
            func add(_ p: UInt32, _ sign: Bool) {
                for c in 0..<4 {
                    let v = (p >> (8 * UInt32(c))) & 0xFF
                    sums[c] = sign ? sums[c] + v : sums[c] - v
                }
            }
            for i in 0..<min(radius, length) { add(source[i], true) }
            for i in 0..<length {
                if i + radius < length { add(source[i + radius], true) }
                if i - radius - 1 >= 0 { add(source[i - radius - 1], false) }
                var out: UInt32 = 0
                for c in 0..<4 { out |= ((sums[c] + window / 2) / window) << (8 * UInt32(c)) }
                pixels[start + i * step] = out
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
