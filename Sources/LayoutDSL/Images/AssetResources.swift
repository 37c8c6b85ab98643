/// The symbols Xcode 15 generates for an asset catalog's image sets: `ImageResource.avatar`,
/// used as `Image(.avatar)`. `snap render` generates the same extensions from the catalogs it
/// reads (see `AssetSymbols` in snap), so code written against them compiles unchanged.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

/// The symbols Xcode 15 generates for an asset catalog's colour sets: `ColorResource.brand`,
/// used as `Color(.brand)`.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}
