import Render

/// The Swift that Xcode 15 generates for asset catalogs (its `GeneratedAssetSymbols.swift`),
/// compiled with a previewed file so that `Image(.avatar)`, `Color(.brand)`, `Color.brand`,
/// `.foregroundStyle(.brand)`, `UIColor.brand` and `UIImage.avatar` resolve as in Xcode.
///
/// Names: each asset name's words (split at anything that is not a letter or digit, group
/// namespaces included) are camel-cased with a lowercase initial ("generated symbols start
/// lowercase, even if the asset name starts uppercase": Xcode 16 asset symbol notes, via
/// thenote.app/post/en/disabling-xcode-asset-symbol-generation-9ovua02asn), and a trailing
/// "Color" or "Image" is dropped ("AccentColor" is `.accent`; Xcode 15 reports a colour named
/// "backgroundImage" as resolving to `background`). A leading digit gets an underscore. Names
/// that a framework type the file extends already has (SwiftUI's `Color.red`, `.primary`…;
/// UIKit's `UIColor.label`, `.systemBackground`…) get only the `ColorResource` member, in none
/// of the framework extensions, as Xcode leaves out framework members that would collide: a
/// package that declares `static var label: Color { Color(.label) }` over its colour set
/// "label" builds in Xcode (Dimillian/IceCubesApp's DesignSystem package does). Two assets with
/// one symbol keep the first.
///
/// The framework members (`Color.brand`, `UIImage.avatar`…) are generated where the build asks
/// for them (`extensions`): an Xcode target whose
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` is on, as Xcode 15's project
/// templates set it; Swift packages and folders get them.
public enum AssetSymbols {
    /// One static member the generated file declares: `Color.brand` for the colour set "Brand".
    public struct Symbol: Hashable, Sendable {
        /// The type extended: `ColorResource`, `ImageResource`, `Color`, `ShapeStyle`, `UIColor` or `UIImage`.
        public let type: String
        public let name: String
        /// The asset it stands for, and whether it is a colour (else an image or symbol).
        public let asset: String, isColor: Bool
    }

    /// The colours' and images' symbols and asset names, the first asset of each symbol kept.
    private static func assets(_ catalogs: [AssetCatalog]) -> (colors: [(String, String)], images: [(String, String)]) {
        var colors: [(String, String)] = [], images: [(String, String)] = []
        var seenColors: Set<String> = [], seenImages: Set<String> = []
        for catalog in catalogs {
            for name in catalog.colors.keys.sorted() {
                if let symbol = identifier(name), seenColors.insert(symbol).inserted { colors.append((symbol, name)) }
            }
            // Image sets and symbol sets, as Xcode generates `ImageResource` members for both.
            for name in (Array(catalog.images.keys) + catalog.symbols.keys).sorted() {
                if let symbol = identifier(name), seenImages.insert(symbol).inserted { images.append((symbol, name)) }
            }
        }
        return (colors, images)
    }

    /// Every member `source` declares, by the type it extends.
    public static func symbols(catalogs: [AssetCatalog], extensions: Bool = true) -> [Symbol] {
        let (colors, images) = assets(catalogs)
        let framework = colors.filter { !colorMembers.contains($0.0) }
        let resources = colors.map { Symbol(type: "ColorResource", name: $0.0, asset: $0.1, isColor: true) }
            + images.map { Symbol(type: "ImageResource", name: $0.0, asset: $0.1, isColor: false) }
        guard extensions else { return resources }
        return resources
            + ["Color", "ShapeStyle", "UIColor"].flatMap { type in
                framework.map { Symbol(type: type, name: $0.0, asset: $0.1, isColor: true) }
            }
            + images.map { Symbol(type: "UIImage", name: $0.0, asset: $0.1, isColor: false) }
    }

    /// The generated file for `catalogs`, importing `module` (which declares `ColorResource` and
    /// the rest), the resources in `bundle` (`.main` for an app, `.module` for a SwiftPM target,
    /// as Xcode generates it for each); empty when the catalogs have no colour or image.
    public static func source(catalogs: [AssetCatalog], importing module: String, bundle: String = ".main",
                              extensions: Bool = true) -> String {
        let (colors, images) = assets(catalogs)
        guard !colors.isEmpty || !images.isEmpty else { return "" }
        let framework = extensions ? colors.filter { !colorMembers.contains($0.0) } : []
        let frameworkImages = extensions ? images : []
        func members(_ list: [(String, String)], _ line: (String, String) -> String) -> String {
            list.map { "    " + line($0.0, $0.1) }.joined(separator: "\n")
        }
        return """
        import \(module)

        extension ColorResource {
        \(members(colors) { "static let \($0) = ColorResource(name: \(String(reflecting: $1)), bundle: \(bundle))" })
        }

        extension ImageResource {
        \(members(images) { "static let \($0) = ImageResource(name: \(String(reflecting: $1)), bundle: \(bundle))" })
        }

        extension Color {
        \(members(framework) { symbol, _ in "static var \(symbol): Color { Color(.\(symbol)) }" })
        }

        extension ShapeStyle where Self == Color {
        \(members(framework) { symbol, _ in "static var \(symbol): Color { Color(.\(symbol)) }" })
        }

        extension UIColor {
        \(members(framework) { symbol, _ in "static var \(symbol): UIColor { UIColor(resource: .\(symbol)) }" })
        }

        extension UIImage {
        \(members(frameworkImages) { symbol, _ in "static var \(symbol): UIImage { UIImage(resource: .\(symbol)) }" })
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

    /// Static members SwiftUI's `Color` (and `ShapeStyle where Self == Color`) and UIKit's
    /// `UIColor` already have (their iOS 18 SDK's colour members).
    static let colorMembers: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white",
        "gray", "black", "clear", "primary", "secondary", "accentColor", "darkGray", "lightGray", "magenta",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText", "tintColor",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6",
    ]
    public static let keywords: Set<String> = ["class", "default", "func", "import", "in", "let", "var", "static", "struct", "enum",
                                        "protocol", "extension", "return", "self", "Self", "case", "switch", "if", "else",
                                        "for", "while", "repeat", "true", "false", "nil", "init", "operator", "public", "private"]
}
