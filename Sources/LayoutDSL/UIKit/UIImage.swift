/// UIKit's image, as SwiftUI files pass it to `Image(uiImage:)`: a symbol or a named image,
/// drawn by `Image` exactly as `Image(systemName:)` and `Image(_:)` draw them, or the drawing of
/// a `UIGraphicsImageRenderer` (its `cgImage`, a recording of paths; see `RecordedImageBehavior`),
/// or an `ImageRenderer`'s image (pixels). An `NSObject`, as the iOS SDK declares it, so images
/// are `Hashable` by `NSObject`'s identity (SwiftfulThinking/SwiftfulUI@7e6e2d1c29d05e1519f2f5a2ce6012fe4e4dfa19
/// keeps one in a `Hashable` struct, its Sources/SwiftfulUI/TabBars/TabBarItem.swift).
public final class UIImage: NSObject, Sendable {
    let image: Image
    /// A rendered image's drawing; nil for a symbol or a named image, whose pixels are the renderer's.
    public let cgImage: CGImage?
    /// Pixels per point: a rendered image's format's; for a symbol or a named image the screen's,
    /// whose variant UIKit loads.
    public let scale: CGFloat

    public init?(systemName name: String) { image = Image(systemName: name); cgImage = nil; scale = UIScreen.main.scale }
    public init?(named name: String) { image = Image(name); cgImage = nil; scale = UIScreen.main.scale }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any? = nil) {
        image = Image(name, bundle: bundle); cgImage = nil; scale = UIScreen.main.scale
    }
    /// An asset catalog image by its generated symbol (`UIImage(resource: .avatar)`).
    public init(resource: ImageResource) { image = Image(resource); cgImage = nil; scale = UIScreen.main.scale }
    /// An image of one point per pixel.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }
    /// A named or symbol image, at the screen's scale.
    init(image: Image) { self.image = image; cgImage = nil; scale = UIScreen.main.scale }
    init(cgImage: CGImage, scale: CGFloat) {
        image = Image(recording: cgImage, scale: scale); self.cgImage = cgImage; self.scale = scale
    }

    /// The size in points, as `Image` sizes the image where nothing else is set: a rendered
    /// image's pixels over its scale, a named image's, a symbol's at the body font.
    public var size: CGSize { image.resolve(in: EnvironmentValues(), warn: { _ in }).ideal }

    /// The image as PNG data (UIKit's `pngData()`): `size` times `scale` pixels, as the renderer
    /// draws the image (a rendered image's own pixels as they are); nil for an image with no
    /// pixels, or in a process without the renderer.
    public func pngData() -> Data? {
        encoded { $0.pngData(of: $1) }
    }

    /// The image as JPEG data (UIKit's `jpegData(compressionQuality:)`, 0 most compressed, 1 best
    /// quality): the pixels `pngData()` writes, with no alpha (a transparent pixel is black, as
    /// UIKit writes it); nil where `pngData()` is nil.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded { $0.jpegData(of: $1, compressionQuality: compressionQuality) }
    }

    /// The image's pixels, encoded: a rendered image's own, else the image drawn at its size and scale.
    private func encoded(_ encode: (any ViewRasterizing, LoadedImage) -> Data?) -> Data? {
        guard let rasterizer = LinkedEngines.provider?.rasterizer else { return nil }
        if let pixels = cgImage?.pixels as? LoadedImage { return encode(rasterizer, pixels) }
        let drawn = ViewRasterization.image(of: Image(uiImage: self).resizable(), proposal: ProposedViewSize(size),
                                            scale: scale, opaque: false)
        return (drawn?.pixels as? LoadedImage).flatMap { encode(rasterizer, $0) }
    }
}

extension Image {
    public init(uiImage: UIImage) { self = uiImage.image }
}
