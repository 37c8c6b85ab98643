/// A decoded image, as the environment's loader provides it.
public protocol LoadedImage: AnyObject {
    /// Size in points (pixels over the image's scale).
    var size: CGSize { get }
}

/// A colour of an asset catalog's colour set: its light (any appearance) and dark values.
public struct AssetColor: Equatable, Sendable {
    public var light: Color.Resolved
    public var dark: Color.Resolved
    public init(light: Color.Resolved, dark: Color.Resolved) { self.light = light; self.dark = dark }
}

/// Finds and decodes images by name: the renderer provides one (decoding is I/O).
public protocol ImageLoading: AnyObject {
    /// The image of that name for a display of `scale` pixels per point: an asset catalog's
    /// image set picks the variant of that scale (else the nearest larger, else smaller one).
    func image(named name: String, bundle: Bundle?, scale: CGFloat) -> LoadedImage?
    /// The same, for a colour scheme: an image set's dark-appearance variant under `.dark`.
    func image(named name: String, bundle: Bundle?, scale: CGFloat, colorScheme: ColorScheme) -> LoadedImage?
    /// A colour set of the asset catalogs; nil when there is none of that name.
    func color(named name: String, bundle: Bundle?) -> AssetColor?
    /// Reports a colour set that `Color("name")` asked for and no catalog has.
    func warn(missingColor name: String)
    /// A symbol's outline in units of its font's em, y down, at a weight (the icon font has
    /// one; heavier and lighter weights embolden and thin it); nil when its font is missing.
    func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path?
    /// A data set of the asset catalogs (`NSDataAsset`): its file's bytes and its uniform type
    /// identifier; nil when there is none of that name.
    func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)?
}

extension ImageLoading {
    public func image(named name: String, bundle: Bundle?, scale: CGFloat, colorScheme: ColorScheme) -> LoadedImage? {
        image(named: name, bundle: bundle, scale: scale)
    }
    public func color(named name: String, bundle: Bundle?) -> AssetColor? { nil }
    public func warn(missingColor name: String) {}
    public func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? { nil }
}

private struct ImageLoaderKey: EnvironmentKey { static var defaultValue: ImageLoading? { LinkedEngines.provider?.imageLoader } }

extension EnvironmentValues {
    public var imageLoader: ImageLoading? { get { self[ImageLoaderKey.self] } set { self[ImageLoaderKey.self] = newValue } }
}
