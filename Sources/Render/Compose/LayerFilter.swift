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
            var silhouette = caster.shadow(Pixel(shadow.color), sigma: EffectLayer.sigma(shadow.radius / 2, scale: scale))
                .translated(dx: EffectLayer.offset(shadow.x, scale: scale), dy: EffectLayer.offset(shadow.y, scale: scale))
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
        case .colorMatrix(let matrix):
            apply(matrix)
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

    /// Opaque black where this canvas is transparent, and the reverse.
    private func alphaInverted() -> Canvas {
        var result = self
        for i in result.pixels.indices { result.pixels[i] = (255 - (pixels[i] >> 24)) << 24 }
        return result
    }
}
