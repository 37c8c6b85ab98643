import LayoutDSL

extension Canvas {
    /// Passes every pixel through a colour matrix, which acts on straight (unpremultiplied)
    /// colour: the `colorMatrix`-based view modifiers and `GraphicsContext.Filter.colorMatrix`.
    /// Transparent pixels stay transparent unless the matrix adds alpha of its own (a matrix
    /// that does not gives them alpha 0, which is what they hold). The matrix's columns are
    /// gathered once (`ColorMatrix.apply` is inlinable); no array is made per pixel.
    mutating func apply(_ matrix: ColorMatrix) {
        let addsAlpha = matrix.a5 > 0
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = pixels[i]
                let alpha = p >> 24
                guard alpha > 0 || addsAlpha else { continue }
                let a = Float(alpha) / 255
                let straight = a > 0
                    ? SIMD4(Float(p & 0xFF) / 255 / a, Float((p >> 8) & 0xFF) / 255 / a, Float((p >> 16) & 0xFF) / 255 / a, a)
                    : .zero
                let out = matrix.apply(straight)
                pixels[i] = Pixel(Color.Resolved(red: out.x, green: out.y, blue: out.z, opacity: out.w)).packed
            }
        }
    }
}
