import LayoutDSL

/// How two images differ, by swift-snapshot-testing's measures: the share of pixels that
/// match, and the CIE94 colour difference (ΔE94, 0…100) of the worst pixel.
public struct ImageDifference: Equatable, Sendable {
    public var width: Int, height: Int
    /// Pixels whose ΔE94 exceeds the threshold (or that differ at all, with no threshold).
    public var differingPixels: Int
    public var maxDeltaE: Double
    /// The smallest rectangle holding every differing pixel.
    public var region: PixelRect?
    public var sizeMismatch: Bool

    public var totalPixels: Int { width * height }
    public var matchingFraction: Double { totalPixels == 0 ? 1 : 1 - Double(differingPixels) / Double(totalPixels) }
}

/// Compares decoded pixels. `perceptualPrecision` p counts a pixel as matching when its ΔE94 is
/// at most (1 − p)·100, as Apple's strategies do; transparency is judged by compositing over
/// white and over black and taking the larger ΔE. Identical buffers return at once; ΔE is
/// computed only for pixels whose bytes differ, through an sRGB→linear table and a cache of
/// the last colour pair (flat UI repeats pairs), so a phone-size comparison is fast in debug.
public enum ImageComparison {
    public static func compare(_ reference: Canvas, _ actual: Canvas, perceptualPrecision: Double = 1) -> ImageDifference {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ImageDifference(width: actual.width, height: actual.height, differingPixels: actual.width * actual.height,
                                   maxDeltaE: 100, region: PixelRect(x: 0, y: 0, width: actual.width, height: actual.height),
                                   sizeMismatch: true)
        }
        let width = reference.width, height = reference.height
        if reference.pixels == actual.pixels {
            return ImageDifference(width: width, height: height, differingPixels: 0, maxDeltaE: 0, region: nil, sizeMismatch: false)
        }
        let threshold = max(0, (1 - perceptualPrecision) * 100)
        var differing = 0, maxDelta = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var lastPair: (UInt32, UInt32, Double) = (0, 0, 0)
        reference.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count {
                    let p = a[i], q = b[i]
                    if p != q {
                        let delta: Double
                        if lastPair.0 == p && lastPair.1 == q { delta = lastPair.2 } else {
                            delta = deltaE(p, q)
                            lastPair = (p, q, delta)
                        }
                        maxDelta = max(maxDelta, delta)
                        if threshold == 0 || delta > threshold {
                            differing += 1
                            let x = i % width, y = i / width
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                    i += 1
                }
            }
        }
        let region = maxX >= 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ImageDifference(width: width, height: height, differingPixels: differing, maxDeltaE: maxDelta,
                               region: region, sizeMismatch: false)
    }

    /// ΔE94 between two premultiplied pixels, the larger of the two over white and over black.
    static func deltaE(_ p: UInt32, _ q: UInt32) -> Double {
        max(deltaE94(lab(p, background: 255), lab(q, background: 255)), deltaE94(lab(p, background: 0), lab(q, background: 0)))
    }

    private static let linear: [Double] = (0..<256).map { SRGBTransfer.linear(Double($0) / 255) }

    /// CIELAB (D65) of a premultiplied pixel composited over a grey background.
    private static func lab(_ p: UInt32, background: UInt32) -> (Double, Double, Double) {
        let a = p >> 24
        func channel(_ shift: UInt32) -> Double {
            let v = (p >> shift) & 0xFF
            return linear[Int(min(v + (background * (255 - a) + 127) / 255, 255))]
        }
        let r = channel(0), g = channel(8), b = channel(16)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015).
    private static func deltaE94(_ l1: (Double, Double, Double), _ l2: (Double, Double, Double)) -> Double {
        let dL = l1.0 - l2.0
        let c1 = (l1.1 * l1.1 + l1.2 * l1.2).squareRoot(), c2 = (l2.1 * l2.1 + l2.2 * l2.2).squareRoot()
        let dC = c1 - c2
        let da = l1.1 - l2.1, db = l1.2 - l2.2
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// A picture of the difference a person reads at a glance: the reference faded to a light
    /// grey, and every differing pixel in solid magenta.
    public static func diffImage(_ reference: Canvas, _ actual: Canvas, perceptualPrecision: Double = 1) -> Canvas {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var diff = Canvas(width: width, height: height, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        let threshold = max(0, (1 - perceptualPrecision) * 100)
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                let p: UInt32 = inReference ? reference.pixels[y * reference.width + x] : 0
                let q: UInt32 = inActual ? actual.pixels[y * actual.width + x] : 0
                let changed = inReference != inActual || (p != q && (threshold == 0 || deltaE(p, q) > threshold))
                if changed {
                    diff[x, y] = Pixel(r: 255, g: 0, b: 255, a: 255)
                } else {
                    // Luminance over white, faded to 25% contrast.
                    let a = Double(p >> 24) / 255
                    let lum = (0.2126 * Double(p & 0xFF) + 0.7152 * Double((p >> 8) & 0xFF) +
                               0.0722 * Double((p >> 16) & 0xFF)) + 255 * (1 - a)
                    let v = UInt8(255 - (255 - lum) * 0.25)
                    diff[x, y] = Pixel(r: v, g: v, b: v, a: 255)
                }
            }
        }
        return diff
    }
}
