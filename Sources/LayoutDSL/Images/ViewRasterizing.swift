/// Turns a laid-out view into pixels, and pixels into PNG or JPEG data. The renderer provides it (this
/// module has no rasterizer; `_LinkedEngineProvider`); `ImageRenderer`, `UIImage.pngData()` and
/// `jpegData(compressionQuality:)` use it, and render nothing (nil) in a process without the renderer, as iOS's `ImageRenderer`
/// answers nil for what it cannot render.
public protocol ViewRasterizing: AnyObject {
    /// The tree's canvas at `scale` pixels a point, black where nothing is drawn when `opaque`;
    /// the image and its size in pixels.
    func rasterize(_ tree: ResolvedTree, scale: CGFloat, opaque: Bool) -> (image: LoadedImage, width: Int, height: Int)
    /// The PNG data of an image `rasterize` made.
    func pngData(of image: LoadedImage) -> Data?
    /// The JPEG data of an image `rasterize` made, at `compressionQuality` 0–1.
    func jpegData(of image: LoadedImage, compressionQuality: CGFloat) -> Data?
    /// The premultiplied RGBA bytes of an image `rasterize` made, top row first.
    func premultipliedRGBA(of image: LoadedImage) -> [UInt8]?
    /// An image file's pixels (PNG, JPEG, HEIF, AVIF: by its first bytes), upright, at one pixel
    /// a point, with its size in pixels; nil for data that is none of them or does not decode.
    func decode(_ data: Data) -> (image: LoadedImage, width: Int, height: Int)?
}

/// A view rendered into a `CGImage` of pixels: laid out as the root of a host of its own, at its
/// size for `proposal` (`ImageRenderer.proposedSize`: unspecified is its ideal size), in a plain
/// environment of that display scale, then drawn by the linked renderer. Nil for a size that is
/// empty or not finite, a view that does not settle, or a process without the renderer.
enum ViewRasterization {
    static func image<V: View>(of view: V, proposal: ProposedViewSize, scale: CGFloat, opaque: Bool) -> CGImage? {
        guard let rasterizer = LinkedEngines.provider?.rasterizer, scale > 0, scale.isFinite else { return nil }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let host = ViewHost(view, canvasSize: .zero, environment: environment)
        let size = host.sizeThatFits(proposal)
        guard size.width > 0, size.height > 0, size.width <= FittingCanvas.maximumLength, size.height <= FittingCanvas.maximumLength
        else { return nil }
        host.canvasSize = size
        guard let tree = try? host.update() else { return nil }
        let (pixels, width, height) = rasterizer.rasterize(tree, scale: scale, opaque: opaque)
        return CGImage(width: width, height: height, alphaInfo: opaque ? .noneSkipLast : .premultipliedLast, pixels: pixels)
    }
}

/// What a Core Graphics context over memory draws its recording with (`CGContext(data:…)`, found
/// by `_CoreGraphics` under this name): the recording as `Image(uiImage:)` draws it, at one point a
/// pixel, by the linked renderer.
package enum _CGBitmapRasterizer: CGBitmapRasterizing {
    package static func rasterized(_ image: CGImage) -> CGImage? {
        let size = CGSize(width: image.width, height: image.height)
        return ViewRasterization.image(of: Image(recording: image, scale: 1).resizable(), proposal: ProposedViewSize(size),
                                       scale: 1, opaque: image.alphaInfo.isOpaque)
    }

    package static func premultipliedRGBA(of image: CGImage) -> [UInt8]? {
        guard let rasterizer = LinkedEngines.provider?.rasterizer,
              let pixels = rasterized(image)?.pixels as? LoadedImage else { return nil }
        return rasterizer.premultipliedRGBA(of: pixels)
    }
}
