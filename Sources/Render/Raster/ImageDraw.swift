import LayoutDSL

extension Canvas {
    /// Draws `image` mapped by `transform` (image pixels to canvas pixels), sampling bilinearly
    /// at each covered pixel's centre, through the clip.
    /// `smooth: false` samples the nearest pixel (`.interpolation(.none)`, for pixel art).
    /// `clamped`: pixels whose centres fall inside the image take its edge texels, and no others
    /// are touched, so slices of one image drawn side by side meet without a seam; otherwise
    /// the image fades out over half a texel past its edge.
    mutating func draw(_ image: Canvas, transform: CGAffineTransform, opacity: Float, clip: Clip, smooth: Bool = true,
                       clamped: Bool = false) {
        let imageRect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let area = PixelRect(covering: imageRect.applying(transform)).intersection(clip.bounds).intersection(bounds)
        guard !area.isEmpty, image.width > 0, image.height > 0 else { return }
        let inverse = transform.inverted()
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                var u = p.x - 0.5, v = p.y - 0.5
                if clamped {
                    guard p.x >= 0, p.y >= 0, p.x < CGFloat(image.width), p.y < CGFloat(image.height) else { continue }
                    u = min(max(u, 0), CGFloat(image.width - 1)); v = min(max(v, 0), CGFloat(image.height - 1))
                }
                guard u > -1, v > -1, u < CGFloat(image.width), v < CGFloat(image.height) else { continue }
                let source = smooth ? image.bilinear(u, v) : image.nearest(p.x, p.y)
                guard source != 0 else { continue }
                var c = alpha
                if clip.mask != nil { c = (c * UInt32(clip.coverage(x: x, y: y)) + 127) / 255 }
                let index = (y - bounds.y) * width + (x - bounds.x)
                pixels[index] = blend(pixels[index], source, coverage: c)
            }
        }
    }

    func nearest(_ x: CGFloat, _ y: CGFloat) -> UInt32 {
        let ix = Int(x.rounded(.down)), iy = Int(y.rounded(.down))
        return ix >= 0 && iy >= 0 && ix < width && iy < height ? pixels[iy * width + ix] : 0
    }

    /// The premultiplied color at fractional pixel coordinates; outside the image is transparent.
    func bilinear(_ u: CGFloat, _ v: CGFloat) -> UInt32 {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = Float(u - CGFloat(x0)), fy = Float(v - CGFloat(y0))
        func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0
        }
        let (a, b, c, d) = (at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1))
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            func ch(_ p: UInt32) -> Float { Float((p >> shift) & 0xFF) }
            let top = ch(a) + (ch(b) - ch(a)) * fx, bottom = ch(c) + (ch(d) - ch(c)) * fx
            out |= UInt32((top + (bottom - top) * fy).rounded()) << shift
        }
        return out
    }
}
