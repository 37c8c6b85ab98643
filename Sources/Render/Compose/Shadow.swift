import LayoutDSL

extension Canvas {
    /// The shadow this layer casts in `color`: its alpha blurred with a standard deviation of
    /// `sigma` pixels (`shadowAlpha`), then painted in the colour (`CoverageMask.painted`).
    func shadow(_ color: Pixel, sigma: CGFloat) -> Canvas {
        shadowAlpha(sigma: sigma).painted(color)
    }

    /// The layer's alpha blurred with a standard deviation of `sigma` pixels, over the layer's
    /// bounds. A shadow's colour is the same everywhere, so only its alpha needs blurring: one
    /// plane instead of four channels, a quarter of the work. It is also how Core Graphics and
    /// Skia draw shadows (Skia's blur mask filter blurs an A8 mask, then fills it with the
    /// paint's colour), and the colour is rounded in once, at the end: painted first, the caster
    /// was rounded to the colour's levels (85 for a black shadow at 33% opacity) before each box
    /// pass rounded again.
    func shadowAlpha(sigma: CGFloat) -> CoverageMask {
        CoverageMask(bounds: bounds, values: alpha).blurred(sigma: sigma)
    }

    /// The alpha byte of every pixel.
    var alpha: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { alpha, count in
            pixels.withUnsafeBufferPointer { pixels in
                for i in pixels.indices { alpha[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24) }
            }
            count = pixels.count
        }
    }

    /// Draws a shadow's blurred alpha (`shadowAlpha`) in `color`, moved by (`dx`, `dy`), at
    /// `opacity` through the clip. Fully opaque, in the normal blend mode and through a
    /// rectangular clip, the colour is filled straight through the alpha as coverage: the bytes
    /// of painting the shadow and compositing it (`blend` scales the colour by the coverage, then
    /// the backdrop by what that leaves, either way), without the painted layer's four bytes a
    /// pixel written and read back. Otherwise the painted shadow is composited, so that the
    /// opacity, the clip's coverage and the blend mode each round as they do for any layer.
    mutating func cast(_ shadow: CoverageMask, color: Pixel, dx: Int, dy: Int, opacity: Double, clip: Clip, mode: BlendMode) {
        guard opacity >= 1, mode == .normal, clip.mask == nil else {
            composite(shadow.painted(color).translated(dx: dx, dy: dy), opacity: opacity, clip: clip, mode: mode)
            return
        }
        fill(shadow, dx: dx, dy: dy, shader: .solid(color.packed), clip: clip)
    }
}

extension CoverageMask {
    /// The values blurred with a standard deviation of `sigma` pixels (`BoxBlur`).
    func blurred(sigma: CGFloat) -> CoverageMask {
        var values = self.values
        let (width, height) = (bounds.width, bounds.height)
        values.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, sigma: sigma, lanes: SIMD16<UInt8>.self) }
        return CoverageMask(bounds: bounds, values: values)
    }

    /// `color` scaled by each coverage value, as `blend` scales a premultiplied colour over
    /// transparency, four pixels at a time.
    func painted(_ color: Pixel) -> Canvas {
        let painted = [UInt32](unsafeUninitializedCapacity: values.count) { painted, count in
            let source = SIMD4<UInt32>(repeating: color.packed), n = values.count
            count = n
            guard n > 0 else { return }
            values.withUnsafeBufferPointer { alpha in
                let from = alpha.baseAddress!, to = UnsafeMutableRawPointer(painted.baseAddress!)
                var i = 0
                while i + 4 <= n {
                    let coverage = SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(from + i).loadUnaligned(as: SIMD4<UInt8>.self))
                    to.storeBytes(of: blend(.zero, source, coverage: coverage), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                    i += 4
                }
                for k in i..<n { painted[k] = blend(0, color.packed, coverage: UInt32(from[k])) }
            }
        }
        return Canvas(bounds: bounds, pixels: painted)
    }
}
