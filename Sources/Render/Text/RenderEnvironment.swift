import LayoutDSL

extension EnvironmentValues {
    /// The environment a canvas renders in: pixels per point, color scheme, the text engine
    /// that measures text with the fonts it is drawn with, and the loader of the main bundle's
    /// asset catalogs (none unless given).
    public static func rendering(scale: CGFloat = 1, colorScheme: ColorScheme = .light,
                                 imageLoader: PNGImageLoader = .shared) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        environment.textMeasurer = TextEngine.shared
        environment.imageLoader = imageLoader
        return environment
    }
}

/// What a `ViewHost` uses by default when this module is linked (see LayoutDSL's
/// `_LinkedEngineProvider`): the same engines `EnvironmentValues.rendering` installs.
public enum LinkedEngines: _LinkedEngineProvider {
    public static var textMeasurer: TextMeasuring { TextEngine.shared }
    public static var imageLoader: ImageLoading { PNGImageLoader.shared }
    public static var rasterizer: ViewRasterizing { ViewRasterizer.shared }
}
