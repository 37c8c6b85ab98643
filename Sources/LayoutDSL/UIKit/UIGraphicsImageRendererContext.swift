/// What a `UIGraphicsImageRenderer`'s drawing actions draw with (Apple's documentation of
/// `UIGraphicsImageRendererContext`): the Core Graphics context, and UIKit's rectangle helpers,
/// which paint with the context's current colours and line width.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) { self.cgContext = cgContext; self.format = format }

    /// What has been drawn so far.
    public var currentImage: UIImage { UIImage(cgImage: cgContext.recording, scale: format.scale) }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { drawing(blendMode) { $0.fill(rect) } }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { drawing(blendMode) { $0.stroke(rect) } }
    /// Narrows the clip of later drawing to the rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    private func drawing(_ blendMode: CGBlendMode, _ body: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body(cgContext)
        cgContext.restoreGState()
    }
}
