import LayoutDSL

extension Canvas {
    /// Passes every pixel through a colour matrix, which acts on straight (unpremultiplied)
    /// colour. Transparent pixels stay transparent unless the matrix adds alpha of its own.
    mutating func apply(_ matrix: ColorMatrix) {
        let addsAlpha = matrix.a5 > 0
        for i in pixels.indices {
            let p = Pixel(packed: pixels[i])
            guard p.a > 0 || addsAlpha else { continue }
            let a = Float(p.a) / 255
            let straight = a > 0 ? (Float(p.r) / 255 / a, Float(p.g) / 255 / a, Float(p.b) / 255 / a, a) : (0, 0, 0, 0)
            pixels[i] = Pixel(Color.Resolved(colorMatrix: matrix, straight)).packed
        }
    }
}

extension Color.Resolved {
    init(colorMatrix: ColorMatrix, _ color: (Float, Float, Float, Float)) {
        let (r, g, b, a) = colorMatrix.apply(color)
        self.init(red: r, green: g, blue: b, opacity: a)
    }
}
