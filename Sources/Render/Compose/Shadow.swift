import LayoutDSL

extension Canvas {
    /// The shadow this layer casts in `color`: its alpha blurred with a standard deviation of
    /// `sigma` pixels, then painted in the colour. A shadow's colour is the same everywhere,
    /// so only its alpha needs blurring: one plane instead of four channels, a quarter of the
    /// work. It is also how Core Graphics and Skia draw shadows (Skia's blur mask filter blurs
    /// an A8 mask, then fills it with the paint's colour), and the colour is rounded in once, at
    /// the end: painted first, the caster was rounded to the colour's levels (85 for a black
    /// shadow at 33% opacity) before each box pass rounded again.
    func shadow(_ color: Pixel, sigma: CGFloat) -> Canvas {
        var alpha = [UInt8](unsafeUninitializedCapacity: pixels.count) { alpha, count in
            pixels.withUnsafeBufferPointer { pixels in
                for i in pixels.indices { alpha[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24) }
            }
            count = pixels.count
        }
        let (width, height) = (self.width, self.height)
        alpha.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD16<UInt8>.self) }
        let painted = [UInt32](unsafeUninitializedCapacity: alpha.count) { painted, count in
            let (r, g, b, a) = (UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
            alpha.withUnsafeBufferPointer { alpha in
                for i in alpha.indices {
                    let coverage = UInt32(alpha[i])
                    func scale(_ v: UInt32) -> UInt32 { (v * coverage + 127) / 255 }
                    painted[i] = scale(r) | scale(g) << 8 | scale(b) << 16 | scale(a) << 24
                }
            }
            count = alpha.count
        }
        return Canvas(bounds: bounds, pixels: painted)
    }
}
