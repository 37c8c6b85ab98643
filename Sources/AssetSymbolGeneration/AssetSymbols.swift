import AssetCatalogFormat

/// The Swift that Xcode 15 generates for asset catalogs (its `GeneratedAssetSymbols.swift`),
/// compiled with a previewed file so that `Image(.avatar)`, `Color(.brand)`, `Color.brand`,
/// `.foregroundStyle(.brand)`, `UIColor.brand` and `UIImage.avatar` resolve as in Xcode.
///
/// Names: each asset name's words (split at anything that is not a letter or digit, group
/// namespaces included) are camel-cased with a lowercase initial ("generated symbols start
/// lowercase, even if the asset name starts uppercase": Xcode 16 asset symbol notes, via
/// thenote.app/post/en/disabling-xcode-asset-symbol-generation-9ovua02asn), and a trailing
/// "Color" or "Image" is dropped ("AccentColor" is `.accent`; Xcode 15 reports a colour named
/// "backgroundImage" as resolving to `background`). A leading digit gets an underscore. Two
/// assets with one symbol keep the first.
///
/// Each framework type leaves out the names it already has, and only those: a colour set "Red"
/// is `ColorResource.red` alone, "LightGray" is `Color.lightGray` but no `UIColor` member, since
/// `UIColor.lightGray` exists (Xcode puts a `#warning` "resolves to a conflicting UIColor symbol"
/// there instead, as generated files committed in public repositories show; the rule and its
/// evidence are in docs/reference/asset-symbols.md). `ShapeStyle` leaves out `Color`'s.
///
/// The framework members are generated where the build asks for them: an Xcode target whose
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` is on (off by default,
/// swift-build's AssetCatalogCompiler.xcspec; Xcode's project templates turn it on), not a
/// Swift package's target, unless a catalog says otherwise itself (its "Asset Symbols" choice,
/// `AssetCatalogContents.generatesSymbolExtensions`): a package that declares `static var label: Color`
/// over its colour set "label" builds in Xcode (Dimillian/IceCubesApp's DesignSystem).
public enum AssetSymbols {
    /// One static member the generated file declares: `Color.brand` for the colour set "Brand".
    public struct Symbol: Hashable, Sendable {
        /// The type extended: `ColorResource`, `ImageResource`, `Color`, `ShapeStyle`, `UIColor` or `UIImage`.
        public let type: String
        public let name: String
        /// The asset it stands for, and whether it is a colour (else an image or symbol).
        public let asset: String, isColor: Bool
    }

    /// An asset's symbol, its name, and whether framework members are generated for it.
    private struct Asset {
        let symbol: String, name: String, extended: Bool
    }

    /// The colours' and images' symbols and asset names, the first asset of each symbol kept;
    /// `extensions` is the build's choice, which a catalog's own overrides.
    private static func assets(_ catalogs: [AssetCatalogContents], extensions: Bool) -> (colors: [Asset], images: [Asset]) {
        var colors: [Asset] = [], images: [Asset] = []
        var seenColors: Set<String> = [], seenImages: Set<String> = []
        for catalog in catalogs {
            let extended = catalog.generatesSymbolExtensions ?? extensions
            for name in catalog.colorSets.keys.sorted() {
                if let symbol = identifier(name), seenColors.insert(symbol).inserted {
                    colors.append(Asset(symbol: symbol, name: name, extended: extended))
                }
            }
            // Image sets and symbol sets, as Xcode generates `ImageResource` members for both.
            for name in (Array(catalog.imageSets.keys) + catalog.symbolSets.keys).sorted() {
                if let symbol = identifier(name), seenImages.insert(symbol).inserted {
                    images.append(Asset(symbol: symbol, name: name, extended: extended))
                }
            }
        }
        return (colors, images)
    }

    /// The framework types extended, each with the members it already has.
    private static let colorTypes: [(type: String, existing: Set<String>)] =
        [("Color", swiftUIColorMembers), ("ShapeStyle", swiftUIColorMembers), ("UIColor", uiColorMembers)]
    private static let imageTypes: [(type: String, existing: Set<String>)] = [("UIImage", uiImageMembers)]

    /// The assets `type` gets a member for.
    private static func members(_ assets: [Asset], of type: (type: String, existing: Set<String>)) -> [Asset] {
        assets.filter { $0.extended && !type.existing.contains($0.symbol) }
    }

    /// Every member `source` declares, by the type it extends.
    public static func symbols(catalogs: [AssetCatalogContents], extensions: Bool = true) -> [Symbol] {
        let (colors, images) = assets(catalogs, extensions: extensions)
        return colors.map { Symbol(type: "ColorResource", name: $0.symbol, asset: $0.name, isColor: true) }
            + images.map { Symbol(type: "ImageResource", name: $0.symbol, asset: $0.name, isColor: false) }
            + colorTypes.flatMap { type in
                members(colors, of: type).map { Symbol(type: type.type, name: $0.symbol, asset: $0.name, isColor: true) }
            }
            + imageTypes.flatMap { type in
                members(images, of: type).map { Symbol(type: type.type, name: $0.symbol, asset: $0.name, isColor: false) }
            }
    }

    /// The generated file for `catalogs`, importing `module` (which declares `ColorResource` and
    /// the rest), the resources in `bundle` (`.main` for an app, `.module` for a SwiftPM target,
    /// as Xcode generates it for each); empty when the catalogs have no colour or image.
    public static func source(catalogs: [AssetCatalogContents], importing module: String, bundle: String = ".main",
                              extensions: Bool = true) -> String {
        let (colors, images) = assets(catalogs, extensions: extensions)
        guard !colors.isEmpty || !images.isEmpty else { return "" }
        func lines(_ list: [Asset], _ line: (Asset) -> String) -> String {
            list.map { "    " + line($0) }.joined(separator: "\n")
        }
        let (color, shapeStyle, uiColor, uiImage) = (colorTypes[0], colorTypes[1], colorTypes[2], imageTypes[0])
        return """
        import \(module)

        extension ColorResource {
        \(lines(colors) { "static let \($0.symbol) = ColorResource(name: \(String(reflecting: $0.name)), bundle: \(bundle))" })
        }

        extension ImageResource {
        \(lines(images) { "static let \($0.symbol) = ImageResource(name: \(String(reflecting: $0.name)), bundle: \(bundle))" })
        }

        extension Color {
        \(lines(members(colors, of: color)) { "static var \($0.symbol): Color { Color(.\($0.symbol)) }" })
        }

        extension ShapeStyle where Self == Color {
        \(lines(members(colors, of: shapeStyle)) { "static var \($0.symbol): Color { Color(.\($0.symbol)) }" })
        }

        extension UIColor {
        \(lines(members(colors, of: uiColor)) { "static var \($0.symbol): UIColor { UIColor(resource: .\($0.symbol)) }" })
        }

        extension UIImage {
        \(lines(members(images, of: uiImage)) { "static var \($0.symbol): UIImage { UIImage(resource: .\($0.symbol)) }" })
        }

        """
    }

    /// The symbol of an asset name, or nil when it has no letters or digits.
    public static func identifier(_ name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var symbol = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        for suffix in ["Color", "Image"] where symbol.hasSuffix(suffix) && symbol.count > suffix.count {
            symbol.removeLast(suffix.count)
            break
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The colour members SwiftUI's `Color` (and `ShapeStyle where Self == Color`) already has.
    static let swiftUIColorMembers: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                                                   "purple", "pink", "brown", "white", "gray", "black", "clear", "primary",
                                                   "secondary", "accentColor"]
    /// The colour class members UIKit's `UIColor` already has (iOS 18 SDK).
    static let uiColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText", "tintColor",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6",
    ]
    /// The image class members UIKit's `UIImage` already has (iOS 13's system images).
    static let uiImageMembers: Set<String> = ["actions", "add", "remove", "checkmark", "strokedCheckmark"]
    public static let keywords: Set<String> = ["class", "default", "func", "import", "in", "let", "var", "static", "struct", "enum",
                                        "protocol", "extension", "return", "self", "Self", "case", "switch", "if", "else",
                                        "for", "while", "repeat", "true", "false", "nil", "init", "operator", "public", "private"]
}
