import LayoutDSL

extension DecodedImage {
    /// The pixels an image item draws: a decoded image's, or the part of one a slice names
    /// (its rectangle in points, to whole pixels of the image).
    static func pixels(of image: LoadedImage) -> Canvas? {
        if let decoded = image as? DecodedImage { return decoded.canvas }
        guard let part = image as? ImagePart, let decoded = part.image as? DecodedImage else { return nil }
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
