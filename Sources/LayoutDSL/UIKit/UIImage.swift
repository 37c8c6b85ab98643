/// UIKit's image, as SwiftUI files pass it to `Image(uiImage:)`: a symbol or a named image,
/// drawn by `Image` exactly as `Image(systemName:)` and `Image(_:)` draw them, or the drawing of
/// a `UIGraphicsImageRenderer` (its `cgImage`, a recording of paths; see `RecordedImageBehavior`),
/// or an `ImageRenderer`'s image (pixels). An `NSObject`, as the iOS SDK declares it, so images
/// are `Hashable` by `NSObject`'s identity: a `Hashable` struct holds one in
/// SwiftfulThinking/SwiftfulUI@7e6e2d1c29d05e1519f2f5a2ce6012fe4e4dfa19, Sources/SwiftfulUI/TabBars/TabBarItem.swift.
public final class UIImage: NSObject, Sendable {
    let image: Image
    /// A rendered image's drawing; nil for a symbol or a named image, whose pixels are the renderer's.
    public let cgImage: CGImage?
    /// Pixels per point: a rendered image's format's; for a symbol or a named image the screen's,
    /// whose variant UIKit loads.
    public let scale: CGFloat
    /// Which way up `cgImage` is drawn, as it was made with; an image is drawn as `.up` here.
    public let imageOrientation: Orientation
    /// The Core Image image it was made from (`UIImage(ciImage:)`), which Core Image's additions
    /// read back as `ciImage`.
    package let coreImage: (any AnyObject & Sendable)?

    public convenience init?(systemName name: String) { self.init(image: Image(systemName: name)) }
    public convenience init?(named name: String) { self.init(image: Image(name)) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any? = nil) {
        self.init(image: Image(name, bundle: bundle))
    }
    /// An asset catalog image by its generated symbol (`UIImage(resource: .avatar)`).
    public convenience init(resource: ImageResource) { self.init(image: Image(resource)) }
    /// An image of one point per pixel.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    /// An image of no pixels (UIKit's `UIImage()`): zero-sized, drawing nothing.
    public override convenience init() {
        self.init(cgImage: CGImage(width: 0, height: 0, alphaInfo: .premultipliedLast, commands: []), scale: 1, orientation: .up)
    }
    /// A named or symbol image, at the screen's scale.
    init(image: Image) { self.image = image; cgImage = nil; scale = UIScreen.main.scale; imageOrientation = .up; coreImage = nil }
    /// `source` drawn as `image` says (its rendering mode or tint changed), with its pixels, scale and orientation.
    init(_ source: UIImage, drawnAs image: Image) {
        self.image = image; cgImage = source.cgImage; scale = source.scale; imageOrientation = source.imageOrientation
        coreImage = source.coreImage
    }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, coreImage: nil)
    }
    package init(cgImage: CGImage, scale: CGFloat, orientation: Orientation, coreImage: (any AnyObject & Sendable)?) {
        image = Image(recording: cgImage, scale: scale); self.cgImage = cgImage; self.scale = scale; imageOrientation = orientation
        self.coreImage = coreImage
    }
    convenience init(cgImage: CGImage, scale: CGFloat) { self.init(cgImage: cgImage, scale: scale, orientation: .up) }
    /// The image an image file's data holds (PNG, JPEG, HEIF, AVIF), decoded upright, at one pixel a
    /// point; nil when the data does not decode (or in a process without the renderer).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    /// The image an image file's data holds, at `scale` pixels a point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cgImage = CGImage.decoding(data) else { return nil }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }
    /// The image contents of a file (`UIImage(contentsOfFile:)`); nil when it cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image decoded for display (iOS 15's `preparingForDisplay()`): images are decoded when
    /// made here, so it is this one.
    public func preparingForDisplay() -> UIImage? { self }

    /// The size in points, as `Image` sizes the image where nothing else is set: a rendered
    /// image's pixels over its scale, a named image's, a symbol's at the body font.
    public var size: CGSize { image.resolve(in: .current, warn: { _ in }).ideal }

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
