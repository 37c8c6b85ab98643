extension CGImage {
    /// The image an image file's data holds, as pixels the linked renderer decoded
    /// (`ViewRasterizing.decode`); nil for data that does not decode, or in a process without the
    /// renderer. UIKit's `UIImage(data:)` and ImageIO's image sources read data so.
    package static func decoding(_ data: Data) -> CGImage? {
        guard let decoded = LinkedEngines.provider?.rasterizer.decode(data) else { return nil }
        return CGImage(width: decoded.width, height: decoded.height, alphaInfo: .premultipliedLast, pixels: decoded.image)
    }
}
