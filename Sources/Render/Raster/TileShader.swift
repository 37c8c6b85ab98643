import LayoutDSL

/// An image paint at each pixel: the pixel centre in the node's space, its place in the tile
/// grid (`Paint.ImageTile`), and the source rectangle's pixel there, sampled bilinearly with
/// the neighbours wrapping around the tile, so tiles meet without a seam (nearest pixel for
/// `.interpolation(.none)`).
struct TileShader {
    /// The source rectangle's pixels, already faded by the paint's opacity.
    let source: Canvas
    /// Pixel space to the source's pixels, before wrapping.
    let inverse: CGAffineTransform
    let smooth: Bool

    init?(_ tile: Paint.ImageTile, transform: CGAffineTransform) {
        guard let pixels = DecodedImage.pixels(of: tile.image), pixels.width > 0, pixels.height > 0 else { return nil }
        let area = PixelRect(covering: CGRect(x: tile.sourceRect.minX * CGFloat(pixels.width),
                                              y: tile.sourceRect.minY * CGFloat(pixels.height),
                                              width: tile.sourceRect.width * CGFloat(pixels.width),
                                              height: tile.sourceRect.height * CGFloat(pixels.height)).insetBy(dx: 0.001, dy: 0.001))
            .intersection(pixels.bounds)
        guard !area.isEmpty else { return nil }
        var source = Canvas(width: area.width, height: area.height)
        let fade = UInt32((Swift.min(Swift.max(tile.opacity, 0), 1) * 255).rounded())
        for y in 0..<area.height {
            for x in 0..<area.width {
                let p = pixels.pixels[(area.y + y) * pixels.width + area.x + x]
                source.pixels[y * area.width + x] = fade == 255 ? p : blend(0, p, coverage: fade)
            }
        }
        self.source = source
        // Tile points to source pixels, after the tile's origin.
        let fit = CGAffineTransform(translationX: -tile.origin.x, y: -tile.origin.y)
            .concatenating(CGAffineTransform(scaleX: CGFloat(area.width) / tile.size.width, y: CGFloat(area.height) / tile.size.height))
        inverse = transform.inverted().concatenating(fit)
        smooth = tile.interpolation != .none
    }

    func color(x: Int, y: Int) -> UInt32 {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        guard p.x.isFinite, p.y.isFinite else { return 0 }
        let w = source.width, h = source.height
        func wrap(_ v: Int, _ n: Int) -> Int { let r = v % n; return r < 0 ? r + n : r }
        let u = p.x - 0.5, v = p.y - 0.5
        // Reduced into one period first, so huge coordinates convert to Int safely.
        let uu = u - (u / CGFloat(w)).rounded(.down) * CGFloat(w), vv = v - (v / CGFloat(h)).rounded(.down) * CGFloat(h)
        if !smooth {
            return source.pixels[wrap(Int((vv + 0.5).rounded(.down)), h) * w + wrap(Int((uu + 0.5).rounded(.down)), w)]
        }
        let x0 = Int(uu.rounded(.down)), y0 = Int(vv.rounded(.down))
        let (xa, xb, ya, yb) = (wrap(x0, w), wrap(x0 + 1, w), wrap(y0, h), wrap(y0 + 1, h))
        return bilinearMix(source.pixels[ya * w + xa], source.pixels[ya * w + xb], source.pixels[yb * w + xa],
                           source.pixels[yb * w + xb], fx: Float(uu - CGFloat(x0)), fy: Float(vv - CGFloat(y0)))
    }
}
