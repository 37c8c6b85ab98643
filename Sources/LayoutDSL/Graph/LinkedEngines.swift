/// The text, image and raster engines of the process, when it links them: SwiftUI measures text with
/// the system's fonts without being told to, so a `ViewHost` made with only a view and a
/// canvas must too, with the same frames `snap` gets. The layout engine does not depend on
/// the renderer (it reaches fonts and images only through `TextMeasuring` and `ImageLoading`),
/// so it looks the renderer's provider up by name in the Swift runtime once; a process without
/// the renderer lays text out with no size, as before, and warns.
public protocol _LinkedEngineProvider {
    static var textMeasurer: TextMeasuring { get }
    static var imageLoader: ImageLoading { get }
    static var rasterizer: ViewRasterizing { get }
}

enum LinkedEngines {
    /// `Render.LinkedEngines`, by its mangled name.
    static let provider: _LinkedEngineProvider.Type? = _typeByName("6Render13LinkedEnginesO") as? _LinkedEngineProvider.Type
}
