/// An image: an SF Symbol (`Image(systemName:)`, drawn with an open icon, see `SystemSymbol`),
/// an asset catalog image or a PNG file (`Image(_:)`, `Image(.name)`, `Image(uiImage:)`), or what
/// a `UIGraphicsImageRenderer` drew (`Image(uiImage:)`, see `RecordedImageBehavior`).
///
/// Symbols size with the current font as SF Symbols do (`SymbolBehavior`: about as tall as
/// the font's point size, times `imageScale`: small 0.78, large 1.29), weighted like the font,
/// in the environment's `symbolVariants`. A resizable image takes the space it is offered and
/// stretches (or tiles) to it, keeping its cap insets. An unknown symbol draws a visible
/// placeholder and prints one warning; a missing named image draws nothing and has no size, as
/// SwiftUI's does, with a warning naming it.
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
    enum Source: Equatable {
        case symbol(String), named(String, Bundle?)
        /// A recorded drawing of `scale` pixels per point, turned upright by `orientation`.
        case recording(CGImage, scale: CGFloat, orientation: Orientation)
        /// A drawing made by a graphics context's renderer (`Image(size:label:opaque:colorMode:renderer:)`).
        case drawing(ImageDrawing)
    }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolation = Interpolation.high
    /// nil: the default, original for images and template for symbols.
    var renderingMode: TemplateRenderingMode?
    var isAntialiased = true
    /// `symbolRenderingMode(_:)` on the image, which wins over the environment's; `.none`: not set.
    var symbolRendering: SymbolRenderingMode?? = .none
    /// `symbolColorRenderingMode(_:)` on the image (iOS 26), which wins over the environment's;
    /// `.none`: not set.
    var symbolColorRendering: SymbolColorRenderingMode?? = .none
    /// A UIKit symbol configuration's font, weight and scale (`UIImage.SymbolConfiguration`),
    /// which win over the environment's; nil: none.
    var symbolConfiguration: SymbolConfigurationValues?
    /// A UIKit tint baked into the image (`UIImage.withTintColor(_:)`): it draws as a template in
    /// this colour, whatever the foreground style; nil: none.
    var bakedTint: Color?

    struct SymbolConfigurationValues: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var scale: Scale?
    }

    init(source: Source) { self.source = source }
    public init(systemName: String) { source = .symbol(systemName) }
    /// Variable symbols draw their full form: the stand-in icons have no variable layers.
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }
    /// An image of the asset catalog (`snap render --assets`, or an `.xcassets` beside the
    /// file), else a PNG file of that name (`name@2x.png`…) in the bundle or the current folder.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// The same image, hidden from accessibility (which is not rendered).
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    /// An image symbol Xcode generates for an asset catalog's image set (`Image(.avatar)`).
    public init(_ resource: ImageResource) { source = .named(resource.name, resource.bundle) }
    /// A context's recorded drawing, `scale` pixels to a point (a rendered `UIImage`).
    init(recording image: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .recording(image, scale: scale, orientation: orientation)
    }

    /// Stretches (or tiles) the image to its frame; the insets (in points of the image) keep
    /// the corners at their size and stretch or tile only the edges and the middle.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; copy.capInsets = capInsets; copy.resizingMode = resizingMode; return copy
    }
    /// `.none` samples the nearest pixel (crisp pixel art), `.low` interpolates bilinearly, and
    /// `.medium` and `.high` (the default) also average a shrinking image down first, so it
    /// does not alias (see the renderer's `Canvas.draw(_:transform:…)`).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self; copy.interpolation = interpolation; return copy
    }
    /// `.template` fills the image's shape (its alpha) with the foreground style; `.original`
    /// keeps its colours. Symbols are monochrome here, so both draw them in the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.renderingMode = mode; return copy
    }
    /// `false` draws a bitmap with hard edges: only pixels whose centres fall inside it change,
    /// wholly (its colours are still sampled as `interpolation` says). Symbols are outlines and
    /// stay antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self; copy.isAntialiased = isAntialiased; return copy
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        [LayoutNode.make(resolve(in: context.environment) { context.graph.warnings.warn($0) })]
    }

    /// What the image draws and how it sizes in an environment (a `Canvas` resolves images the same way).
    func resolve(in environment: EnvironmentValues, warn: (String) -> Void) -> any ImageSizing {
        let paint = bakedTint.map { $0._paint(in: environment) } ?? ForegroundStyle()._paint(in: environment)
        let template = bakedTint != nil ? Image.TemplateRenderingMode.template : renderingMode
        switch source {
        case .symbol(let name):
            var (font, weight) = Self.symbolFont(in: environment)
            if let configured = symbolConfiguration?.font {
                font = configured.scaled(to: environment.dynamicTypeSize)
                weight = font.weight
            }
            weight = symbolConfiguration?.weight ?? weight
            let scale: CGFloat = switch symbolConfiguration?.scale ?? environment.imageScale {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
            func placeholder(_ warning: String, name: String = "Image") -> any ImageSizing {
                warn(warning + "; drawing a placeholder")
                return PlaceholderBehavior(name: name, ideal: CGSize(width: font.size * scale, height: font.size * scale),
                                           resizable: isResizable, paint: paint)
            }
            // The first variant the table lists, or that is the outline form of one it lists
            // (composed, `SymbolFallback`); else the nearest symbol of the name's family.
            let variant = environment.symbolVariants.candidates(for: name).lazy.compactMap { candidate in
                SystemSymbol.named(candidate).map { (candidate, $0, SymbolFallback?.none) }
                    ?? SymbolFallback(name: candidate).flatMap { $0.isOutlineOfListedSymbol(candidate) ? (candidate, $0.symbol, $0) : nil }
            }.first
            let fallback = variant.map(\.2) ?? SymbolFallback(name: name)
            guard let (resolved, symbol) = variant.map({ ($0.0, $0.1) }) ?? fallback.map({ (name, $0.symbol) }) else {
                return placeholder("no symbol named '\(name)' (`snap symbols` lists them)")
            }
            guard let glyph = environment.imageLoader?.symbolOutline(symbol, weight: weight) else {
                return placeholder("no outline for symbol '\(name)': no image loader, or its icon font " +
                                   "(\(symbol.font.rawValue)) is not installed",
                                   name: resolved)
            }
            if let fallback, variant == nil {
                warn(fallback.enclosure == nil ? "no symbol named '\(name)'; drawing '\(fallback.base)', of its family"
                                               : "no symbol named '\(name)'; drawing '\(fallback.base)' in its enclosure")
            }
            let outline = fallback?.outline(glyph: glyph) ?? glyph
            let mode = symbolRendering ?? environment.symbolRenderingMode
            let colorMode = symbolColorRendering ?? environment.symbolColorRenderingMode
            let outlined = symbol.outlinedFromFill && fallback == nil
            let layers = (mode == .hierarchical || mode == .palette) && !outlined ? SymbolLayers(name: resolved, outline: outline) : nil
            let secondary = colorMode.layerPaint(environment.foregroundPaint(level: 1), in: environment)
            return SymbolBehavior(name: resolved, outline: outline, pointSize: font.size * scale, resizable: isResizable,
                                  paint: colorMode.layerPaint(paint, in: environment), layers: layers.map { ($0, secondary: secondary) },
                                  evenOdd: fallback?.enclosure != nil,
                                  lineWidth: outlined ? SymbolBehavior.lineWidth(weight: weight) : nil)
        case .named(let name, let bundle):
            guard let image = environment.imageLoader?.image(named: name, bundle: bundle, traits: AssetTraits(environment)) else {
                warn("no image named '\(name)' in the asset catalog or as an image file; it draws nothing")
                CurrentHost.noteMissingAsset("image '\(name)'")
                return MissingImageBehavior(resizable: isResizable)
            }
            if let symbol = image as? CustomSymbolImage {
                let (font, weight) = Self.symbolFont(in: environment)
                guard let drawing = symbol.symbol(pointSize: font.size, weight: weight, scale: environment.imageScale) else {
                    warn("the symbol set '\(name)' has no variant to draw; it draws nothing")
                    return MissingImageBehavior(resizable: isResizable)
                }
                return CustomSymbolBehavior(name: name, drawing: drawing, resizable: isResizable,
                                            template: (template ?? image.renderingIntent) == .original ? nil : paint)
            }
            // The set's slicing stands in for cap insets the view does not give.
            let slicing = capInsets == EdgeInsets() && resizingMode == .stretch ? image.slicing : nil
            return BitmapBehavior(image: image, resizable: isResizable, capInsets: slicing?.capInsets ?? capInsets,
                                  resizingMode: slicing?.resizingMode ?? resizingMode,
                                  sampling: ImageSampling(interpolation: interpolation, isAntialiased: isAntialiased),
                                  template: (template ?? image.renderingIntent) == .template ? paint : nil)
        case .recording(let image, let scale, let orientation):
            return RecordedImageBehavior(image: image, scale: scale, resizable: isResizable,
                                         sampling: ImageSampling(interpolation: interpolation, isAntialiased: isAntialiased),
                                         orientation: orientation)
        case .drawing(let drawing):
            return DrawnImageBehavior(drawing: drawing, environment: environment, resizable: isResizable, warn: warn)
        }
    }
}

extension Image {
    /// The font a symbol sizes with, at the Dynamic Type size, and its weight (`fontWeight`
    /// wins over the font's own). A tab item's symbol has the bar's icon size although its
    /// title's font is in the environment.
    static func symbolFont(in environment: EnvironmentValues) -> (Font, Font.Weight) {
        let font = (environment.tabItemSymbolFont ?? environment.font ?? .body).scaled(to: environment.dynamicTypeSize)
        return (font, environment.fontWeight ?? font.weight)
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
}

nonisolated extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
