/// An object that renders a view as an image (Apple's documentation of `ImageRenderer`, iOS 16):
/// `cgImage` and `uiImage` are the view laid out alone at its size for `proposedSize` (its ideal
/// size by default), drawn at `scale` pixels a point (1 by default, not the screen's: "the
/// default value is 1.0") by the same renderer as `snap`'s frames, in an environment of that
/// display scale. Each read renders the current content anew, as iOS's does. The image is pixels,
/// so shown larger than its scale it is resampled, as on iOS; `render(rasterizationScale:renderer:)`
/// draws the same pixels, made at the rasterization scale, into a Core Graphics context.
///
/// `colorMode` is kept and does not change the pixels (the renderer blends in the non-linear
/// sRGB space iOS uses by default). As in iOS 18's SDK the class is not isolated and its members
/// are main-actor isolated; changing a property publishes `objectWillChange` first.
public final class ImageRenderer<Content: View>: ObservableObject {
    public let objectWillChange = PassthroughSubject<Void, Never>()
    /// Whether observers of the renderer are told of changes (iOS 17.2).
    public var isObservationEnabled = true

    @MainActor public var content: Content { willSet { changing() } }
    @MainActor public var proposedSize: ProposedViewSize = .unspecified { willSet { changing() } }
    @MainActor public var scale: CGFloat = 1 { willSet { changing() } }
    @MainActor public var isOpaque = false { willSet { changing() } }
    @MainActor public var colorMode: ColorRenderingMode = .nonLinear { willSet { changing() } }

    @MainActor public init(content view: Content) { content = view }

    private func changing() { if isObservationEnabled { objectWillChange.send() } }

    /// The view's image at `scale`; nil when it has no area or nothing can render it.
    @MainActor public var cgImage: CGImage? {
        ViewRasterization.image(of: content, proposal: proposedSize, scale: scale, opaque: isOpaque)
    }

    /// The view's image as a `UIImage` of the renderer's scale.
    @MainActor public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0, scale: scale) } }

    /// Calls `renderer` with the view's size in points and a function that draws the view into a
    /// context whose origin is at the bottom left, filling the rectangle of that size at the
    /// origin; shapes are rasterized at `rasterizationScale` pixels a point.
    @MainActor public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        guard let image = ViewRasterization.image(of: content, proposal: proposedSize, scale: rasterizationScale, opaque: isOpaque)
        else { return }
        let size = CGSize(width: CGFloat(image.width) / rasterizationScale, height: CGFloat(image.height) / rasterizationScale)
        renderer(size) { context in context.draw(image, in: CGRect(origin: .zero, size: size)) }
    }
}
