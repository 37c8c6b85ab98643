import LayoutDSL

extension Canvas {
    /// Applies a `GraphicsContext` filter to a layer. Shadows follow the view `shadow` modifier:
    /// the silhouette in the shadow's colour, offset, blurred with a standard deviation of half
    /// the radius (CALayer's convention).
    mutating func apply(_ filter: DisplayFilter, pixelsPerPoint scale: CGFloat) {
        switch filter {
        case .blur(let radius):
            blur(sigma: radius * scale)
        case .shadow(let shadow, let only, let above, let invertsAlpha):
            let caster = invertsAlpha ? alphaInverted() : self
            var silhouette = caster.silhouette(Pixel(shadow.color))
                .translated(dx: Int((shadow.x * scale).rounded()), dy: Int((shadow.y * scale).rounded()))
            silhouette.blur(sigma: shadow.radius / 2 * scale)
            var result = Canvas(bounds: bounds)
            if above {
                if !only { result.composite(self, opacity: 1, clip: Clip(bounds: bounds, mask: nil)) }
                // Over the content, inside it: the shadow masked by the content's alpha.
                result.composite(silhouette.masked(by: self), opacity: 1, clip: Clip(bounds: bounds, mask: nil))
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

    /// This canvas with each pixel scaled by `mask`'s alpha at the same place.
    private func masked(by mask: Canvas) -> Canvas {
        var result = self
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                let inMask = x >= mask.bounds.x && x < mask.bounds.maxX && y >= mask.bounds.y && y < mask.bounds.maxY
                let alpha = inMask ? mask.pixels[(y - mask.bounds.y) * mask.width + x - mask.bounds.x] >> 24 : 0
                let i = (y - bounds.y) * width + x - bounds.x
                let p = result.pixels[i]
                func scale(_ shift: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * alpha + 127) / 255) << shift }
                result.pixels[i] = scale(0) | scale(8) | scale(16) | scale(24)
            }
        }
        return result
    }
}
