/// UIKit's image, as SwiftUI files pass it to `Image(uiImage:)`: a symbol or a named image,
/// drawn by `Image` exactly as `Image(systemName:)` and `Image(_:)` draw them.
public final class UIImage: @unchecked Sendable {
    let image: Image

    public init?(systemName name: String) { image = Image(systemName: name) }
    public init?(named name: String) { image = Image(name) }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any? = nil) { image = Image(name, bundle: bundle) }
    /// An asset catalog image by its generated symbol (`UIImage(resource: .avatar)`).
    public init(resource: ImageResource) { image = Image(resource) }
}

extension Image {
    public init(uiImage: UIImage) { self = uiImage.image }
}
