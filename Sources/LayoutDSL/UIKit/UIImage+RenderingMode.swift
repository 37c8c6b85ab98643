/// How a `UIImage` draws (UIKit's `UIImage.RenderingMode`): in its own colours, as a template of
/// its shape in the tint, or as the context decides (original for images, template for symbols);
/// and a tint colour baked into the image (`withTintColor`), which it then draws in whatever
/// tint or foreground style surrounds it. `Image(uiImage:)` draws them as `renderingMode(_:)`
/// and a template in that colour draw. A rendered image (`UIGraphicsImageRenderer`) keeps its
/// own colours.
extension UIImage {
    public enum RenderingMode: Int, Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public var renderingMode: RenderingMode {
        switch image.renderingMode {
        case nil: .automatic
        case .original?: .alwaysOriginal
        case .template?: .alwaysTemplate
        }
    }

    public var isSymbolImage: Bool {
        if case .symbol = image.source { return true }
        return false
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var drawn = image
        drawn.renderingMode = switch renderingMode {
        case .automatic: nil
        case .alwaysOriginal: .original
        case .alwaysTemplate: .template
        }
        return UIImage(self, drawnAs: drawn)
    }

    /// The image in `color`, drawn as a template of its shape whatever tint surrounds it; its
    /// rendering mode becomes `.alwaysOriginal`, as UIKit's does.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var tinted = withRenderingMode(renderingMode).image
        tinted.bakedTint = Color(uiColor: color)
        return UIImage(self, drawnAs: tinted)
    }
}
