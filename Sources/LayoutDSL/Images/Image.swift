/// An image: an SF Symbol (`Image(systemName:)`, drawn with an open icon, see `SystemSymbol`)
/// or a PNG file (`Image(_:)`).
///
/// Symbols size with the current font as SF Symbols do (`SymbolBehavior`: about as tall as
/// the font's point size, times `imageScale`: small 0.78, large 1.29), weighted like the font,
/// in the environment's `symbolVariants`. A resizable image takes the space it is offered and
/// stretches to it. An unknown symbol or a missing file draws a visible placeholder and prints
/// one warning.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable { case symbol(String), file(String, Bundle?) }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    let source: Source
    var isResizable = false
    var interpolation = Interpolation.high

    public init(systemName: String) { source = .symbol(systemName) }
    /// Variable symbols draw their full form: the stand-in icons have no variable layers.
    public init(systemName: String, variableValue: Double?) { source = .symbol(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .file(name, bundle) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .file(name, bundle) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self; copy.interpolation = interpolation; return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let environment = context.environment
        switch source {
        case .symbol(let name):
            // A tab item's symbol has the bar's icon size although its title's font is in the environment.
            let font = (environment.tabItemSymbolFont ?? environment.font ?? .body).scaled(to: environment.dynamicTypeSize)
            let scale: CGFloat = switch environment.imageScale { case .small: 0.78; case .medium: 1; case .large: 1.29 }
            let weight = environment.fontWeight ?? font.weight
            let paint = ForegroundStyle()._paint(in: environment)
            func placeholder(_ warning: String, name: String = "Image") -> [LayoutNode] {
                context.graph.warnings.warn(warning + "; drawing a placeholder")
                return [LayoutNode(PlaceholderBehavior(name: name, ideal: CGSize(width: font.size * scale, height: font.size * scale),
                                                       resizable: isResizable, paint: paint))]
            }
            let found = environment.symbolVariants.candidates(for: name).lazy.compactMap { name in SystemSymbol.named(name).map { (name, $0) } }.first
            guard let (resolved, symbol) = found else {
                return placeholder("no symbol named '\(name)' (`snap symbols` lists them)")
            }
            guard let outline = environment.imageLoader?.symbolOutline(symbol, weight: weight) else {
                return placeholder("no outline for symbol '\(name)': no image loader, or its icon font (\(symbol.font.rawValue)) is not installed",
                                   name: resolved)
            }
            return [LayoutNode(SymbolBehavior(name: resolved, outline: outline, pointSize: font.size * scale, resizable: isResizable, paint: paint))]
        case .file(let name, let bundle):
            guard let image = environment.imageLoader?.image(named: name, bundle: bundle) else {
                context.graph.warnings.warn("no image named '\(name)'; drawing a placeholder")
                return [LayoutNode(PlaceholderBehavior(ideal: CGSize(width: 20, height: 20), resizable: isResizable,
                                                       paint: ForegroundStyle()._paint(in: environment)))]
            }
            return [LayoutNode(BitmapBehavior(image: image, resizable: isResizable, interpolation: interpolation))]
        }
    }

    public static func == (l: Image, r: Image) -> Bool {
        l.source == r.source && l.isResizable == r.isResizable && l.interpolation == r.interpolation
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
