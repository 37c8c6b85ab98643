import LayoutDSL

extension Canvas {
    /// Applies a `GraphicsContext` filter to a layer. Shadows follow the view `shadow` modifier:
    /// the silhouette in the shadow's colour, offset, blurred with a standard deviation of half
    /// the radius (CALayer's convention).
    mutating func apply(_ filter: DisplayFilter, pixelsPerPoint scale: CGFloat) {
        switch filter {
        case .blur(let radius):
            blur(sigma: EffectLayer.sigma(radius, scale: scale))
        case .shadow(let shadow, let only, let above, let invertsAlpha):
            let caster = invertsAlpha ? alphaInverted() : self
            var silhouette = caster.silhouette(Pixel(shadow.color))
                .translated(dx: EffectLayer.offset(shadow.x, scale: scale), dy: EffectLayer.offset(shadow.y, scale: scale))
            silhouette.blur(sigma: EffectLayer.sigma(shadow.radius / 2, scale: scale))
            var result = Canvas(bounds: bounds)
            if above {
                if !only { result.composite(self, opacity: 1, clip: Clip(bounds: bounds, mask: nil)) }
                // Over the content, inside it: the shadow masked by the content's alpha.
                silhouette.multiplyAlpha(by: self)
                result.composite(silhouette, opacity: 1, clip: Clip(bounds: bounds, mask: nil))
            } else {
                result.composite(silhouette, opacity: 1, clip: Clip(bounds: bounds, mask: nil))
                if !only { result.composite(self, opacity: 1, clip: Clip(bounds: bounds, mask: nil)) }
            }
            self = result
        case .colorMatrix(let m):
            mapStraight { r, g, b, a in
                func row(_ i: Int) -> Float { min(max(m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4], 0), 1) }
                return (row(0), row(5), row(10), row(15))
            }
        case .alphaThreshold(let min, let max, let color):
            let inside = Pixel(color).packed
            for i in pixels.indices {
                let alpha = Double(pixels[i] >> 24) / 255
                pixels[i] = alpha >= min && alpha <= max && alpha > 0 ? inside : 0
            }
        case .projection:
            // Needs the layer's transform: the group's renderer applies it (`Renderer.draw(_:DisplayGroup…)`).
            break
        }
    }

    /// Every pixel's straight-alpha colour through `transform`; a transparent pixel is black at
    /// zero alpha (so a matrix that adds alpha, like brightness does not, can colour it).
    private mutating func mapStraight(_ transform: (Float, Float, Float, Float) -> (Float, Float, Float, Float)) {
        for i in pixels.indices {
            let p = Pixel(packed: pixels[i])
            let a = Float(p.a) / 255
            let straight = a > 0 ? (Float(p.r) / 255 / a, Float(p.g) / 255 / a, Float(p.b) / 255 / a) : (0, 0, 0)
            let (r, g, b, alpha) = transform(straight.0, straight.1, straight.2, a)
            pixels[i] = Pixel(Color.Resolved(red: r, green: g, blue: b, opacity: alpha)).packed
        }
    }

    /// Opaque black where this canvas is transparent, and the reverse.
    private func alphaInverted() -> Canvas {
        var result = self
        for i in result.pixels.indices { result.pixels[i] = (255 - (pixels[i] >> 24)) << 24 }
        return result
    }
}
