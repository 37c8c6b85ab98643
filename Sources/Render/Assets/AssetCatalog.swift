import Foundation
import LayoutDSL

/// An Xcode asset catalog (`.xcassets`), read from its folders' `Contents.json` files as Apple's
/// Asset Catalog Format Reference describes them: image sets (`ImageSet`: PNG, JPEG, HEIF, PDF
/// and SVG files with their scale, idiom, appearances, locale and slicing, and the set's rendering
/// intent and vector preservation), colour sets (light, dark and high-contrast appearances;
/// components, or a system colour by name, `AssetColorReference`) and data sets. Groups whose
/// `Contents.json` says `"provides-namespace": true` prefix their assets' names (`Icons/star`),
/// as Xcode does.
public struct AssetCatalog: Sendable {
    /// Image sets by name.
    public private(set) var images: [String: ImageSet] = [:]
    /// Symbol sets by name: the SF Symbols template's file (`CustomSymbol`).
    public private(set) var symbols: [String: String] = [:]
    public private(set) var colors: [String: AssetColor] = [:]
    /// Data sets by name (`NSDataAsset`): the file and its uniform type identifier.
    public private(set) var dataSets: [String: (path: String, typeIdentifier: String)] = [:]
    /// What was skipped, one line each.
    public private(set) var warnings: [String] = []
    /// The catalog's own "Asset Symbols" choice (Xcode 16's inspector; its root `Contents.json`'s
    /// `generate-swift-asset-symbol-extensions`): true for "Extensions On", false for "Extensions
    /// Off", nil for "Inherited", the build's setting.
    public private(set) var generatesSymbolExtensions: Bool?

    public init(directory: URL) {
        let properties = Self.json(directory.appendingPathComponent("Contents.json"))?["properties"] as? [String: Any]
        switch properties?["generate-swift-asset-symbol-extensions"] as? String {
        case "enabled": generatesSymbolExtensions = true
        case "disabled": generatesSymbolExtensions = false
        default: generatesSymbolExtensions = nil
        }
        read(directory, namespace: "")
    }

    private mutating func read(_ folder: URL, namespace: String) {
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = namespace + entry.deletingPathExtension().lastPathComponent
            let contents = Self.json(entry.appendingPathComponent("Contents.json"))
            switch entry.pathExtension {
            case "imageset": readImageSet(entry, name: name, contents: contents)
            case "colorset": readColorSet(name: name, contents: contents)
            case "dataset": readDataSet(entry, name: name, contents: contents)
            case "symbolset": readSymbolSet(entry, name: name, contents: contents)
            case "": // a group
                let properties = contents?["properties"] as? [String: Any]
                read(entry, namespace: properties?["provides-namespace"] as? Bool == true ? name + "/" : namespace)
            default: continue // app icons, stickers, AR and texture sets
            }
        }
    }

    private static func json(_ file: URL) -> [String: Any]? {
        FileManager.default.contents(atPath: file.path).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    private mutating func readImageSet(_ folder: URL, name: String, contents: [String: Any]?) {
        var variants: [ImageSet.Variant] = []
        for entry in contents?["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            let format = (file as NSString).pathExtension.lowercased()
            guard ImageFile.decodableExtensions.contains(format) else {
                warnings.append("image set '\(name)': \(file) is not a PNG, JPEG, HEIF, PDF or SVG image; skipped")
                continue
            }
            let path = folder.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else {
                warnings.append("image set '\(name)': \(file) is missing; skipped")
                continue
            }
            let appearance = Self.appearance(entry["appearances"] as? [[String: Any]] ?? [])
            variants.append(ImageSet.Variant(
                path: path, scale: (entry["scale"] as? String).flatMap { Double(String($0.dropLast())) }.map { CGFloat($0) },
                luminosity: appearance.luminosity, highContrast: appearance.highContrast,
                idiom: entry["idiom"] as? String ?? "universal", language: (entry["locale"] as? String).map(ImageSet.language),
                slicing: (entry["resizing"] as? [String: Any]).flatMap(ImageSet.Slicing.init)))
        }
        guard !variants.isEmpty else {
            if !warnings.contains(where: { $0.hasPrefix("image set '\(name)'") }) {
                warnings.append("image set '\(name)' has no image; skipped")
            }
            return
        }
        let properties = contents?["properties"] as? [String: Any]
        let intent: Image.TemplateRenderingMode? = switch properties?["template-rendering-intent"] as? String {
        case "template": .template
        case "original": .original
        default: nil
        }
        images[name] = ImageSet(variants: variants, renderingIntent: intent,
                                preservesVectorRepresentation: properties?["preserves-vector-representation"] as? Bool == true)
    }

    private mutating func readColorSet(name: String, contents: [String: Any]?) {
        /// The four appearances' colours; an "any" entry fills light where no light entry is.
        var found: [Appearance: Color.Resolved] = [:], explicitLight: Set<Bool> = []
        func set(_ color: Color.Resolved, _ appearance: Appearance, system dark: Color.Resolved? = nil) {
            let light = Appearance(luminosity: .light, highContrast: appearance.highContrast)
            let darkKey = Appearance(luminosity: .dark, highContrast: appearance.highContrast)
            switch appearance.luminosity {
            case nil:
                if !explicitLight.contains(appearance.highContrast) { found[light] = color }
                if let dark, found[darkKey] == nil { found[darkKey] = dark }
            case .light?: found[light] = color; explicitLight.insert(appearance.highContrast)
            case .dark?: found[darkKey] = dark ?? color
            }
        }
        // A set that is one system colour in every appearance is drawn as that colour is, design included.
        var references: Set<String> = [], components = false
        for entry in contents?["colors"] as? [[String: Any]] ?? [] {
            // A slot without a colour is one Xcode made and nobody filled (a new project's `AccentColor`,
            // the widget template's `WidgetBackground`): Xcode compiles no colour for it, and says nothing.
            guard let description = entry["color"] as? [String: Any] else { continue }
            let appearance = Self.appearance(entry["appearances"] as? [[String: Any]] ?? [])
            // A system colour: both of its appearances, where the entry is for any appearance.
            if let reference = description["reference"] as? String {
                guard let system = AssetColorReference.color(named: reference) else {
                    warnings.append("color set '\(name)': '\(reference)' is not a system colour UIKit has; skipped")
                    continue
                }
                set(appearance.luminosity == .dark ? system.dark : system.light, appearance, system: system.dark)
                references.insert(reference)
                continue
            }
            guard let color = Self.color(description) else {
                warnings.append("color set '\(name)': a colour that is not sRGB, Display P3 or grey components; skipped")
                continue
            }
            set(color, appearance)
            components = true
        }
        func standard(_ scheme: ColorScheme) -> Color.Resolved? { found[Appearance(luminosity: scheme, highContrast: false)] }
        func high(_ scheme: ColorScheme) -> Color.Resolved? { found[Appearance(luminosity: scheme, highContrast: true)] }
        // A set whose every slot is unset, or unreadable (each said above), has no colour.
        guard let light = standard(.light) ?? standard(.dark) ?? high(.light) ?? high(.dark) else { return }
        let dark = standard(.dark) ?? light
        let reference = !components && references.count == 1 ? references.first.flatMap { AssetColorReference.colors[$0]?.color } : nil
        colors[name] = AssetColor(light: light, dark: dark, lightHighContrast: high(.light), darkHighContrast: high(.dark) ?? high(.light),
                                  reference: reference)
    }

    /// A symbol set's template (`"symbols": [{"filename", "idiom"}]`): the universal one, else the first.
    private mutating func readSymbolSet(_ folder: URL, name: String, contents: [String: Any]?) {
        let entries = contents?["symbols"] as? [[String: Any]] ?? []
        guard let entry = entries.first(where: { ($0["idiom"] as? String ?? "universal") == "universal" }) ?? entries.first,
              let file = entry["filename"] as? String,
              FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) else {
            warnings.append("symbol set '\(name)' has no SVG template; skipped")
            return
        }
        symbols[name] = folder.appendingPathComponent(file).path
    }

    /// A data set's universal entry (`"data": [{"filename", "idiom", "universal-type-identifier"}]`);
    /// a set without one is skipped with a warning.
    private mutating func readDataSet(_ folder: URL, name: String, contents: [String: Any]?) {
        let entries = contents?["data"] as? [[String: Any]] ?? []
        guard let entry = entries.first(where: { ($0["idiom"] as? String ?? "universal") == "universal" }) ?? entries.first,
              let file = entry["filename"] as? String else {
            warnings.append("data set '\(name)' has no file; skipped")
            return
        }
        dataSets[name] = (folder.appendingPathComponent(file).path, entry["universal-type-identifier"] as? String ?? "public.data")
    }

    /// Which appearance an image or colour entry is for, from its `appearances` list: a
    /// `luminosity` of `light` or `dark` (nil: any), and a `contrast` of `high`.
    struct Appearance: Hashable {
        var luminosity: ColorScheme?
        var highContrast: Bool
    }

    static func appearance(_ appearances: [[String: Any]]) -> Appearance {
        func has(_ kind: String, _ value: String) -> Bool {
            appearances.contains { $0["appearance"] as? String == kind && $0["value"] as? String == value }
        }
        return Appearance(luminosity: has("luminosity", "dark") ? .dark : has("luminosity", "light") ? .light : nil,
                          highContrast: has("contrast", "high"))
    }

    /// A colour entry: `color-space` srgb or extended-srgb (sRGB components), extended-linear-srgb
    /// (linear components, encoded with sRGB's transfer function, IEC 61966-2-1), display-p3
    /// (converted to sRGB and clamped), gray-gamma-22 or extended-gray (a grey whose value is
    /// light raised to 1/2.2, Core Graphics' `genericGrayGamma2_2` and `extendedGray`, re-encoded
    /// for sRGB), components written as Xcode writes them: "0.200" (a fraction), "51" (0–255) or
    /// "0x33" (hex, 0–255). Alpha is always a fraction.
    static func color(_ color: [String: Any]?) -> Color.Resolved? {
        guard let color, let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String, fraction: Bool = false) -> Float? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            if trimmed.hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Float($0) / 255 } }
            guard let number = Float(trimmed) else { return nil }
            return trimmed.contains(".") || fraction ? number : number / 255
        }
        let alpha = value("alpha", fraction: true) ?? 1
        switch color["color-space"] as? String ?? "srgb" {
        case "srgb", "extended-srgb":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            return Color.Resolved(red: r, green: g, blue: b, opacity: alpha)
        case "display-p3":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            return Color.Resolved(colorSpace: .displayP3, red: r, green: g, blue: b, opacity: alpha)
        case "extended-linear-srgb":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            return Color.Resolved(red: encoded(r), green: encoded(g), blue: encoded(b), opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            guard let w = value("white") else { return nil }
            let grey = encoded(copysign(pow(abs(w), 2.2), w))
            return Color.Resolved(red: grey, green: grey, blue: grey, opacity: alpha)
        default:
            return nil
        }
    }

    /// A linear light value encoded with sRGB's transfer function, its sign kept for extended values.
    static func encoded(_ linear: Float) -> Float {
        let v = abs(linear)
        return copysign(v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055, linear)
    }

    /// The catalogs to use for a Swift file: every `.xcassets` folder beside it, then `extra`.
    public static func directories(besideFile file: URL, extra: [String]) -> [String] {
        let folder = file.deletingLastPathComponent()
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).standardizedFileURL.path }
        return beside + extra.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }
}
