import LayoutDSL

extension Canvas {
    /// Draws `image` mapped by `transform` (image pixels to canvas pixels), sampling at each
    /// covered pixel's centre, through the clip, as `interpolation` says (`Image.interpolation`):
    /// `.none` samples the nearest pixel (crisp pixel art), `.low` interpolates bilinearly, and
    /// `.medium` and `.high` (SwiftUI's default) first average the image down to about the size
    /// it is drawn at when it shrinks by half or more (`minified`), as Core Graphics' higher
    /// qualities filter a shrinking image where bilinear sampling alone skips pixels and aliases.
    /// Apple documents the levels only as quality against speed; the two upper levels are one here.
    /// `clamped`: pixels whose centres fall inside the image take its edge texels, and no others
    /// are touched, so slices of one image drawn side by side meet without a seam, and an image
    /// drawn with `antialiased(false)` has hard edges; otherwise the image fades out over half a
    /// texel past its edge.
    mutating func draw(_ image: Canvas, transform: CGAffineTransform, opacity: Float, clip: Clip,
                       interpolation: Image.Interpolation = .low, clamped: Bool = false) {
        if interpolation == .medium || interpolation == .high, let (reduced, fit) = image.minified(under: transform) {
            draw(reduced, transform: fit.concatenating(transform), opacity: opacity, clip: clip, interpolation: .low, clamped: clamped)
            return
        }
        let smooth = interpolation != .none
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

    /// The premultiplied color at fractional pixel coordinates (from the canvas's own origin,
    /// pixel centres at whole numbers); outside the image is transparent.
    func bilinear(_ u: CGFloat, _ v: CGFloat) -> UInt32 {
        guard u > -1, v > -1, u < CGFloat(width), v < CGFloat(height) else { return 0 }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down)), w = width
        // x0 and y0 are at least -1 and inside the image's far edges, so only these four
        // comparisons tell which neighbours exist (outside the image is transparent).
        let left = x0 >= 0, right = x0 + 1 < w, top = y0 >= 0, bottom = y0 + 1 < height
        let row = y0 * w + x0
        return bilinearMix(left && top ? pixels[row] : 0, right && top ? pixels[row + 1] : 0,
                           left && bottom ? pixels[row + w] : 0, right && bottom ? pixels[row + w + 1] : 0,
                           fx: Float(u - CGFloat(x0)), fy: Float(v - CGFloat(y0)))
    }
}

extension Canvas {
    /// The image averaged down by whole factors to no less than the size `transform` draws it
    /// at, with the map from the reduced image's pixels to this one's; nil when it is drawn at
    /// more than half its size on both axes (bilinear sampling then reads every pixel).
    func minified(under transform: CGAffineTransform) -> (Canvas, CGAffineTransform)? {
        let inverse = transform.inverted()
        // Image pixels per canvas pixel along each image axis.
        let perX = hypot(inverse.a, inverse.b), perY = hypot(inverse.c, inverse.d)
        guard perX.isFinite, perY.isFinite, perX >= 2 || perY >= 2, width > 0, height > 0 else { return nil }
        let kx = Int(Swift.min(Swift.max(perX, 1), CGFloat(width)).rounded(.down))
        let ky = Int(Swift.min(Swift.max(perY, 1), CGFloat(height)).rounded(.down))
        let reduced = averaged(blocks: kx, ky)
        let fit = CGAffineTransform(scaleX: CGFloat(width) / CGFloat(reduced.width), y: CGFloat(height) / CGFloat(reduced.height))
        return (reduced, fit)
    }

    /// Each pixel of the result the average of a kx×ky block (the last blocks of a row or
    /// column averaging the pixels they have).
    func averaged(blocks kx: Int, _ ky: Int) -> Canvas {
        let columns = (width + kx - 1) / kx, rows = (height + ky - 1) / ky
        var result = Canvas(width: columns, height: rows)
        var sums = [UInt32](repeating: 0, count: 4)
        for row in 0..<rows {
            let y0 = row * ky, y1 = Swift.min(y0 + ky, height)
            for column in 0..<columns {
                let x0 = column * kx, x1 = Swift.min(x0 + kx, width)
                for c in 0..<4 { sums[c] = 0 }
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let p = pixels[y * width + x]
                        for c in 0..<4 { sums[c] += (p >> (8 * UInt32(c))) & 0xFF }
                    }
                }
                let count = UInt32((y1 - y0) * (x1 - x0))
                var out: UInt32 = 0
                for c in 0..<4 { out |= ((sums[c] + count / 2) / count) << (8 * UInt32(c)) }
                result.pixels[row * columns + column] = out
            }
        }
        return result
    }
}
