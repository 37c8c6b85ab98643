import LayoutDSL

extension LoadedImage {
    /// Whether the raster can read its pixels: this module's decoded and vector images, and
    /// parts of them (`UndrawablePayloads` names any other).
    var isDrawable: Bool { self is DecodedImage || self is VectorImage || (self as? ImagePart)?.whole != nil }
}

extension ImagePart {
    /// The image a slice is part of, when it is one this module decoded.
    var whole: DecodedImage? { image as? DecodedImage ?? (image as? VectorImage)?.raster }
}

extension DecodedImage {
    /// The pixels an image item draws: a decoded image's (a preserved vector image's drawing at
    /// its natural size), or the part of one a slice names (its rectangle in points, to whole
    /// pixels of the image).
    static func pixels(of image: LoadedImage) -> Canvas? {
        if let decoded = image as? DecodedImage { return decoded.canvas }
        if let vector = image as? VectorImage { return vector.raster.canvas }
        guard let part = image as? ImagePart, let decoded = part.whole else { return nil }
        let area = PixelRect(covering: CGRect(x: part.rect.minX * decoded.scale, y: part.rect.minY * decoded.scale,
                                              width: part.rect.width * decoded.scale, height: part.rect.height * decoded.scale))
            .intersection(decoded.canvas.bounds)
        var result = Canvas(width: area.width, height: area.height)
        for y in 0..<area.height {
            let from = (area.y + y) * decoded.canvas.width + area.x
            result.pixels.replaceSubrange(y * area.width..<(y + 1) * area.width, with: decoded.canvas.pixels[from..<from + area.width])
        }
        return result
    }
}

extension VectorImage {
    /// A preserved vector image drawn at the pixel size `rect` takes under `transform` (its
    /// scale along each axis, rounded up), so it is as sharp as iOS draws it at any size. nil
    /// past 8,192 pixels a side, where the natural-size drawing is stretched instead.
    func pixels(filling rect: CGRect, transform: CGAffineTransform) -> Canvas? {
        let width = (rect.width * (transform.a * transform.a + transform.b * transform.b).squareRoot()).rounded(.up)
        let height = (rect.height * (transform.c * transform.c + transform.d * transform.d).squareRoot()).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 8192, height <= 8192 else { return nil }
        return canvas(width: Int(width), height: Int(height))
    }
}
