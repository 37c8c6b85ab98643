/// An image (Apple's documentation of `CGImage`) as its drawing: what a context painted
/// (`CGContext.makeImage()`), kept as the context's recorded paintings in its device space
/// (pixels, origin at the bottom left, y up) rather than as pixels, which are the renderer's to make
/// at whatever resolution it draws the image; or pixels a renderer made (`ImageRenderer`). Width
/// and height are in pixels, as Core Graphics'.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    public let alphaInfo: CGImageAlphaInfo
    /// The paintings, in order (`CGContext.Command`).
    package let commands: [CGContext.Command]
    /// The pixels of a rendered image, as the renderer keeps them (this module has no pixel
    /// type, and no rasterizer); nil for a recording.
    package let pixels: (any AnyObject & Sendable)?

    package init(width: Int, height: Int, alphaInfo: CGImageAlphaInfo, commands: [CGContext.Command]) {
        self.width = width; self.height = height; self.alphaInfo = alphaInfo; self.commands = commands; pixels = nil
    }

    package init(width: Int, height: Int, alphaInfo: CGImageAlphaInfo, pixels: any AnyObject & Sendable) {
        self.width = width; self.height = height; self.alphaInfo = alphaInfo; commands = []; self.pixels = pixels
    }
}

/// Images are equal when they are the same image, as Core Foundation compares Core Graphics' images.
extension CGImage: Equatable {
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
}
