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
        // Painted as `blend` scales a premultiplied colour by coverage, four pixels at a time.
        let painted = [UInt32](unsafeUninitializedCapacity: alpha.count) { painted, count in
            let source = SIMD4<UInt32>(repeating: color.packed), n = alpha.count
            alpha.withUnsafeBufferPointer { alpha in
                let from = alpha.baseAddress!, to = UnsafeMutableRawPointer(painted.baseAddress!)
                var i = 0
                while i + 4 <= n {
                    let coverage = SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(from + i).loadUnaligned(as: SIMD4<UInt8>.self))
                    to.storeBytes(of: blend(.zero, source, coverage: coverage), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                    i += 4
                }
                for k in i..<n { painted[k] = blend(0, color.packed, coverage: UInt32(from[k])) }
            }
            count = n
        }
        return Canvas(bounds: bounds, pixels: painted)
    }
}
