import AssetCatalogFormat
import Foundation
import LayoutDSL

/// An Xcode asset catalog (`.xcassets`) as the renderer uses it: the sets `AssetCatalogContents`
/// reads from its folders, image sets as they are (`ImageSetContents`: PNG, JPEG, HEIF, PDF and
/// SVG files with their scale, idiom, appearances, locale and slicing, and the set's rendering
/// intent and vector preservation), colour sets resolved for light, dark and high contrast
/// (components, or a system colour by name, `AssetColorReference`), symbol sets and data sets.
public struct AssetCatalog: Sendable {
    /// Image sets by name.
    public let images: [String: ImageSetContents]
    /// Symbol sets by name: the SF Symbols template's file (`CustomSymbol`).
    public let symbols: [String: String]
    public let colors: [String: AssetColor]
    /// Data sets by name (`NSDataAsset`).
    public let dataSets: [String: DataSetContents]
    /// What was skipped, one line each.
    public let warnings: [String]

    public init(directory: URL) {
        let contents = AssetCatalogContents(directory: directory)
        images = contents.imageSets
        symbols = contents.symbolSets
        colors = contents.colorSets.compactMapValues(Self.color)
        dataSets = contents.dataSets
        warnings = contents.warnings
    }

    /// A colour set's four appearances; an "any" entry fills light where no light entry is, and
    /// dark where none is, with a system colour's own dark form.
    private static func color(_ entries: [ColorSetEntry]) -> AssetColor? {
        var found: [AssetAppearance: Color.Resolved] = [:], explicitLight: Set<Bool> = []
        func set(_ color: Color.Resolved, _ appearance: AssetAppearance, system dark: Color.Resolved? = nil) {
            let light = AssetAppearance(luminosity: .light, highContrast: appearance.highContrast)
            let darkKey = AssetAppearance(luminosity: .dark, highContrast: appearance.highContrast)
            switch appearance.luminosity {
            case nil:
                if !explicitLight.contains(appearance.highContrast) { found[light] = color }
                if let dark, found[darkKey] == nil { found[darkKey] = dark }
            case .light?: found[light] = color; explicitLight.insert(appearance.highContrast)
            case .dark?: found[darkKey] = dark ?? color
            }
        }
        // A set that is one system colour in every appearance is drawn as that colour is, design included.
        var references: Set<SystemColorReference> = [], components = false
        for entry in entries {
            switch entry.value {
            case .system(let reference):
                let system = AssetColorReference.color(reference)
                set(entry.appearance.luminosity == .dark ? system.dark : system.light, entry.appearance, system: system.dark)
                references.insert(reference)
            case .components(let value):
                set(Color.Resolved(value), entry.appearance)
                components = true
            }
        }
        func standard(_ luminosity: AssetAppearance.Luminosity) -> Color.Resolved? {
            found[AssetAppearance(luminosity: luminosity, highContrast: false)]
        }
        func high(_ luminosity: AssetAppearance.Luminosity) -> Color.Resolved? {
            found[AssetAppearance(luminosity: luminosity, highContrast: true)]
        }
        guard let light = standard(.light) ?? standard(.dark) ?? high(.light) ?? high(.dark) else { return nil }
        let dark = standard(.dark) ?? light
        let reference = !components && references.count == 1 ? references.first.map(AssetColorReference.uiColor)?.color : nil
        return AssetColor(light: light, dark: dark, lightHighContrast: high(.light), darkHighContrast: high(.dark) ?? high(.light),
                          reference: reference)
    }

    /// The catalogs to use for a Swift file: every `.xcassets` folder beside it, then `extra`.
    public static func directories(besideFile file: URL, extra: [String]) -> [String] {
        let folder = file.deletingLastPathComponent()
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).standardizedFileURL.path }
        return beside + extra.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }
}

extension Color.Resolved {
    /// A catalog colour's components: sRGB as they are, Display P3 converted to sRGB and clamped.
    init(_ components: AssetColorComponents) {
        switch components.space {
        case .sRGB:
            self.init(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity)
        case .displayP3:
            self.init(colorSpace: .displayP3, red: components.red, green: components.green, blue: components.blue,
                      opacity: components.opacity)
        }
    }
}
