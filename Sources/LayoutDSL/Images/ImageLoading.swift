/// A decoded image, as the environment's loader provides it.
public protocol LoadedImage: AnyObject {
    /// Size in points (pixels over the image's scale).
    var size: CGSize { get }
}

/// Finds and decodes images by name: the renderer provides one (decoding is I/O).
public protocol ImageLoading: AnyObject {
    func image(named name: String, bundle: Bundle?) -> LoadedImage?
    /// A symbol's outline in units of its font's em, y down, at a weight (the icon font has
    /// one; heavier and lighter weights embolden and thin it); nil when its font is missing.
    func symbolOutline(_ symbol: SystemSymbol, weight: Font.Weight) -> Path?
}

private struct ImageLoaderKey: EnvironmentKey { static var defaultValue: ImageLoading? { LinkedEngines.provider?.imageLoader } }

extension EnvironmentValues {
    public var imageLoader: ImageLoading? { get { self[ImageLoaderKey.self] } set { self[ImageLoaderKey.self] = newValue } }
}
