/// Draws images with Core Graphics (Apple's documentation of `UIGraphicsImageRenderer`): the
/// actions draw into a context whose user space is the renderer's bounds in points, y down, and
/// which is UIKit's current context meanwhile (`UIGraphicsGetCurrentContext()`), so `UIColor.setFill()`
/// and `UIBezierPath.fill()` draw into it. The image is the context's recording (`CGImage`),
/// which `Image(uiImage:)` draws as paths; `pngData(actions:)` is that image rasterized by the
/// linked renderer (`UIImage.pngData()`). `jpegData(withCompressionQuality:actions:)` is not
/// provided: there is no JPEG encoder here.
public final class UIGraphicsImageRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.bounds = bounds; self.format = format }

    public func image(actions: DrawingActions) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: format.makeContext(bounds: bounds), format: format)
        UIGraphicsContextStack.current.with(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// The drawing as PNG data, at the format's scale; nil in a process without the renderer.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
