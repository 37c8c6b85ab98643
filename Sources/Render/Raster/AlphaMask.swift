import LayoutDSL

extension Canvas {
    /// Multiplies every pixel by the mask's alpha at the same place (outside the mask: 0).
    mutating func multiplyAlpha(by mask: Canvas) {
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                let i = (y - bounds.y) * width + x - bounds.x
                guard pixels[i] != 0 else { continue }
                let inside = x >= mask.bounds.x && y >= mask.bounds.y && x < mask.bounds.maxX && y < mask.bounds.maxY
                let a = inside ? mask.pixels[(y - mask.bounds.y) * mask.width + x - mask.bounds.x] >> 24 : 0
                pixels[i] = blend(0, pixels[i], coverage: a)
            }
        }
    }
}
