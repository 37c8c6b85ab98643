/// UIKit's image, as SwiftUI files pass it to `Image(uiImage:)`: a symbol or a named image,
/// drawn by `Image` exactly as `Image(systemName:)` and `Image(_:)` draw them, or the drawing of
/// a `UIGraphicsImageRenderer` (its `cgImage`, a recording of paths; see `RecordedImageBehavior`).
public final class UIImage: @unchecked Sendable {
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
    init(cgImage: CGImage, scale: CGFloat) {
        image = Image(recording: cgImage, scale: scale); self.cgImage = cgImage; self.scale = scale
    }

    /// The size in points, as `Image` sizes the image where nothing else is set: a rendered
    /// image's pixels over its scale, a named image's, a symbol's at the body font.
    public var size: CGSize { image.resolve(in: EnvironmentValues(), warn: { _ in }).ideal }
}

extension Image {
    public init(uiImage: UIImage) { self = uiImage.image }
}
