/// A decoded image, as the environment's loader provides it. `Sendable`: decoded images never
/// change, and the resolved tree that holds them is drawn on worker threads.
public protocol LoadedImage: AnyObject, Sendable {
    /// Size in points (pixels over the image's scale).
    var size: CGSize { get }
    /// How its image set asks to be drawn when the view does not say (Xcode's "Render As":
    /// `template-rendering-intent`); nil: as `Image` draws by default, in its own colours.
    var renderingIntent: Image.TemplateRenderingMode? { get }
    /// Its image set's slicing (Xcode's "Slicing"), used when the view makes it resizable
    /// without cap insets of its own; nil when it has none.
    var slicing: ImageSlicing? { get }
}

extension LoadedImage {
    public var renderingIntent: Image.TemplateRenderingMode? { nil }
    public var slicing: ImageSlicing? { nil }
}

/// A colour of an asset catalog's colour set: its light (any appearance) and dark values, and
/// those for increased contrast where the set has them ("High Contrast" appearances).
public struct AssetColor: Equatable, Sendable {
    public var light: Color.Resolved
    public var dark: Color.Resolved
    public var lightHighContrast: Color.Resolved?
    public var darkHighContrast: Color.Resolved?
    /// The system colour the set names instead of components (`"reference": "systemBlueColor"`),
    /// drawn as that colour is in the environment, its design included (`light` and `dark` are its
    /// values where it was read).
    public var reference: Color?
    public init(light: Color.Resolved, dark: Color.Resolved,
                lightHighContrast: Color.Resolved? = nil, darkHighContrast: Color.Resolved? = nil, reference: Color? = nil) {
        self.light = light; self.dark = dark; self.lightHighContrast = lightHighContrast; self.darkHighContrast = darkHighContrast
        self.reference = reference
    }

    /// The colour for an appearance: a high-contrast value only under increased contrast, else
    /// the standard one, as UIKit resolves a dynamic colour for a trait collection.
    public func resolved(_ scheme: ColorScheme, contrast: ColorSchemeContrast) -> Color.Resolved {
        let increased = contrast == .increased
        return scheme == .dark ? (increased ? darkHighContrast : nil) ?? dark : (increased ? lightHighContrast : nil) ?? light
    }
}

/// Finds and decodes images by name: the renderer provides one (decoding is I/O).
public protocol ImageLoading: AnyObject {
    /// The image of that name for a screen and appearance: an asset catalog's image set picks
    /// its variant for the traits (`AssetTraits`), a file of that name its scale.
    func image(named name: String, bundle: Bundle?, traits: AssetTraits) -> LoadedImage?
    /// A colour set of the asset catalogs; nil when there is none of that name.
    func color(named name: String, bundle: Bundle?) -> AssetColor?
    /// A symbol's outline in units of its font's em, y down, at a weight (the icon font has
    /// one; heavier and lighter weights embolden and thin it); nil when its font is missing.
    func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path?
    /// A data set of the asset catalogs (`NSDataAsset`): its file's bytes and its uniform type
    /// identifier; nil when there is none of that name.
    func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)?
}

extension ImageLoading {
    public func color(named name: String, bundle: Bundle?) -> AssetColor? { nil }
    public func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? { nil }
}

private struct ImageLoaderKey: EnvironmentKey { static var defaultValue: ImageLoading? { LinkedEngines.provider?.imageLoader } }

extension EnvironmentValues {
    public var imageLoader: ImageLoading? { get { self[ImageLoaderKey.self] } set { self[ImageLoaderKey.self] = newValue } }
}
