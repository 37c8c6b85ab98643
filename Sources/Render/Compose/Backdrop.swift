import LayoutDSL

extension Canvas {
    /// A material's pixels over `area`: what this canvas already holds there, blurred (edge
    /// pixels extended past the canvas, as a backdrop layer at the screen's edge samples) and
    /// filtered by its recipe over the window's base colour, or its saturation boosted and the
    /// tint laid over it, and the result faded by the material's and the item's opacity.
    ///
    /// The blur runs on a copy reduced by `backdropReduction` (each reduced pixel the average of
    /// the k×k pixels it covers) and the result is scaled back up bilinearly, as Skia's GPU blur
    /// halves the image until σ ≤ 4 (google/skia `src/core/SkGpuBlurUtils.cpp`, `MAX_BLUR_SIGMA`)
    /// and a `CABackdropLayer` samples its backdrop at a fraction of the screen's scale: a
    /// material's σ is 16 to 30 points, a Gaussian that wide has no detail the reduced copy
    /// loses, and the work falls by k². The reduced σ is narrowed by what averaging (a k-wide box:
    /// 1/12 reduced pixel²) and bilinear enlarging (a triangle: 1/6) already spread, so the total
    /// stays σ. The colour filters run on the reduced copy too, before it is enlarged, as a
    /// backdrop layer filters its capture at its `backdropScale` (0.25 in the system recipes):
    /// saturation, tint and fade are affine in the premultiplied channels and bilinear weights
    /// sum to 1, so filtering then enlarging gives what enlarging then filtering gives, within
    /// the rounding of one more 8-bit step, on k² fewer pixels.
    func backdrop(_ material: Material.Backdrop, in area: PixelRect, scale: CGFloat, opacity: Float) -> Canvas {
        guard !area.isEmpty, !bounds.isEmpty else { return Canvas(bounds: area) }
        let sigma = material.blurRadius * scale
        let k = Canvas.backdropReduction(sigma: sigma)
        let reducedSigma = k == 1 ? sigma : (sigma * sigma / CGFloat(k * k) - 0.25).squareRoot()
        // Three box blurs reach about 3σ: sample that far around the area.
        let region = area.reduced(by: k).expanded(by: Int((3 * reducedSigma).rounded(.up)) + 1)
        var layer = reducedCopy(region, factor: k)
        layer.blur(sigma: reducedSigma)
        if let recipe = material.recipe {
            layer.filter(by: recipe, over: material.base)
        } else {
            layer.saturate(by: material.filter, tint: material.tint)
        }
        let fade = UInt32((Swift.min(Swift.max(material.opacity * opacity, 0), 1) * 255).rounded())
        if fade < 255 { layer.fade(by: fade) }
        return k > 1 ? layer.enlarged(by: k, over: area) : layer.cropped(to: area)
    }

    /// Every pixel's colour put through a saturation matrix (linear, no offsets, so it applies
    /// to premultiplied pixels as is; clamped to 0…alpha, rounded half up) with `tint` laid over it.
    mutating func saturate(by filter: ColorMatrix, tint: Color.Resolved) {
        let m = filter.rows
        let (m00, m01, m02, m10, m11, m12, m20, m21, m22) =
            (m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2], m[2][0], m[2][1], m[2][2])
        let tint = Pixel(tint).packed
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = pixels[i]
                let a = Float(p >> 24), r = Float(p & 0xFF), g = Float((p >> 8) & 0xFF), b = Float((p >> 16) & 0xFF)
                func channel(_ v: Float) -> UInt32 { UInt32(Swift.min(Swift.max(v, 0), a) + 0.5) }
                let saturated = channel(m00 * r + m01 * g + m02 * b) | channel(m10 * r + m11 * g + m12 * b) << 8
                    | channel(m20 * r + m21 * g + m22 * b) << 16 | (p & 0xFF00_0000)
                pixels[i] = blend(saturated, tint, coverage: 255)
            }
        }
    }

    /// Every pixel scaled by `fade` / 255.
    mutating func fade(by fade: UInt32) {
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices { pixels[i] = blend(0, pixels[i], coverage: fade) }
        }
    }

    /// Every pixel laid over the window's opaque `base` (premultiplied, so the base shows by
    /// 1 − alpha) and put through the recipe's curve, saturation and brightness: opaque.
    mutating func filter(by recipe: MaterialRecipe, over base: Color.Resolved) {
        let under = SIMD3(base.red, base.green, base.blue) * 255
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = pixels[i]
                let a = Float(p >> 24), rgb = SIMD3(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF))
                let out = recipe.filter((rgb + under * (1 - a / 255)) / 255) * 255 + 0.5
                pixels[i] = UInt32(out.x) | UInt32(out.y) << 8 | UInt32(out.z) << 16 | 0xFF00_0000
            }
        }
    }

    /// The smallest power of two that brings a blur of `sigma` pixels to σ ≤ 4 (Skia's
    /// `MAX_BLUR_SIGMA`), at most 8: a material's σ at 3x (48 to 90 pixels) blurs a 1/8-scale copy.
    static func backdropReduction(sigma: CGFloat) -> Int {
        var k = 1
        while k < 8, sigma / CGFloat(k) > 4 { k *= 2 }
        return k
    }

    /// `region` of a copy reduced by `factor` (reduced pixel (x, y) is the average of the
    /// factor×factor pixels from (x·factor, y·factor)), pixels past the canvas taking the nearest
    /// edge pixel's colour. Red and blue (and green and alpha) are summed two at a time in one
    /// word: 64 pixels of 255 stay within 16 bits.
    func reducedCopy(_ region: PixelRect, factor k: Int) -> Canvas {
        var layer = Canvas(bounds: region)
        let count = UInt32(k * k)
        // Source columns and rows of each reduced column and row, clamped to the canvas.
        let columns = (region.x..<region.maxX).map { x in
            (0..<k).map { Swift.min(Swift.max(x * k + $0, bounds.x), bounds.maxX - 1) - bounds.x }
        }
        pixels.withUnsafeBufferPointer { source in
            layer.pixels.withUnsafeMutableBufferPointer { target in
                var i = 0
                for y in region.y..<region.maxY {
                    let rows = (0..<k).map { (Swift.min(Swift.max(y * k + $0, bounds.y), bounds.maxY - 1) - bounds.y) * width }
                    for sources in columns {
                        var rb: UInt32 = 0, ga: UInt32 = 0
                        for row in rows {
                            for column in sources {
                                let p = source[row + column]
                                rb &+= p & 0x00FF00FF; ga &+= (p >> 8) & 0x00FF00FF
                            }
                        }
                        func average(_ sum: UInt32) -> UInt32 { (sum + count / 2) / count }
                        target[i] = average(rb & 0xFFFF) | average(rb >> 16) << 16 | average(ga & 0xFFFF) << 8 | average(ga >> 16) << 24
                        i += 1
                    }
                }
            }
        }
        return layer
    }
}
