import LayoutDSL

extension EnvironmentValues {
    /// The environment a canvas renders in: pixels per point, color scheme, and the text
    /// engine that measures text with the fonts it is drawn with.
    public static func rendering(scale: CGFloat = 1, colorScheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = colorScheme
        environment.textMeasurer = TextEngine.shared
        environment.imageLoader = PNGImageLoader.shared
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
