import Foundation
import LayoutDSL

/// An Xcode asset catalog (`.xcassets`), read from its folders' `Contents.json` files: image sets
/// (a PNG or JPEG per scale, 1x/2x/3x; a single-scale entry counts as 1x; PDFs, SVGs and HEIF
/// images are skipped with a warning naming the kind; entries with a dark luminosity appearance are the dark variants, as
/// Xcode's "Appearances: Any, Dark" writes them) and colour sets (light and dark appearances;
/// components, or a system colour by name, `AssetColorReference`). Groups whose
/// `Contents.json` says `"provides-namespace": true` prefix their assets' names (`Icons/star`),
/// as Xcode does.
public struct AssetCatalog: Sendable {
    /// Image sets by name: each PNG variant's file and scale.
    public private(set) var images: [String: [(path: String, scale: CGFloat)]] = [:]
    /// The dark-appearance variants of the image sets that have them, picked under a dark
    /// colour scheme (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
    public private(set) var darkImages: [String: [(path: String, scale: CGFloat)]] = [:]
    public private(set) var colors: [String: AssetColor] = [:]
    /// Data sets by name (`NSDataAsset`): the file and its uniform type identifier.
    public private(set) var dataSets: [String: (path: String, typeIdentifier: String)] = [:]
    /// What was skipped, one line each.
    public private(set) var warnings: [String] = []

    public init(directory: URL) {
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
            case "": // a group
                let properties = contents?["properties"] as? [String: Any]
                read(entry, namespace: properties?["provides-namespace"] as? Bool == true ? name + "/" : namespace)
            default: continue // app icons, symbol sets
            }
        }
    }

    private static func json(_ file: URL) -> [String: Any]? {
        FileManager.default.contents(atPath: file.path).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    private mutating func readImageSet(_ folder: URL, name: String, contents: [String: Any]?) {
        var variants: [(path: String, scale: CGFloat)] = [], dark: [(path: String, scale: CGFloat)] = []
        for entry in contents?["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            let appearance = Self.appearance(entry["appearances"] as? [[String: Any]] ?? [])
            // High-contrast variants are not picked: the renderer has no increased-contrast setting.
            if appearance == .highContrast { continue }
            let format = (file as NSString).pathExtension.lowercased()
            guard ImageFile.decodableExtensions.contains(format) else {
                let reason = ["pdf", "svg"].contains(format) ? "a vector image, which is not drawn"
                    : ["heic", "heif"].contains(format) ? "a HEIF image, which is not decoded" : "not a PNG or JPEG image"
                warnings.append("image set '\(name)': \(file) is \(reason); skipped")
                continue
            }
            let scale = (entry["scale"] as? String).flatMap { Double(String($0.dropLast())) }.map { CGFloat($0) } ?? 1
            let variant = (folder.appendingPathComponent(file).path, scale)
            if appearance == .dark { dark.append(variant) } else { variants.append(variant) }
        }
        if !dark.isEmpty { darkImages[name] = dark }
        // A set with only dark images shows them in light mode too, as a colour set's dark colour does.
        if variants.isEmpty { variants = dark }
        if !variants.isEmpty { images[name] = variants }
        else if !warnings.contains(where: { $0.hasPrefix("image set '\(name)'") }) { warnings.append("image set '\(name)' has no PNG or JPEG image; skipped") }
    }

    private mutating func readColorSet(name: String, contents: [String: Any]?) {
        var light: Color.Resolved?, dark: Color.Resolved?, lightIsExplicit = false
        for entry in contents?["colors"] as? [[String: Any]] ?? [] {
            let description = entry["color"] as? [String: Any]
            let appearance = Self.appearance(entry["appearances"] as? [[String: Any]] ?? [])
            // A system colour: both of its appearances, where the entry is for any appearance.
            if let reference = description?["reference"] as? String {
                guard let system = AssetColorReference.color(named: reference) else {
                    warnings.append("color set '\(name)': '\(reference)' is not a system colour UIKit has; skipped")
                    continue
                }
                switch appearance {
                case .any:
                    if light == nil || !lightIsExplicit { light = system.light }
                    if dark == nil { dark = system.dark }
                case .light: light = system.light; lightIsExplicit = true
                case .dark: dark = system.dark
                case .highContrast: break
                }
                continue
            }
            guard let color = Self.color(description) else {
                warnings.append("color set '\(name)': a colour that is not sRGB, Display P3 or grey components; skipped")
                continue
            }
            switch appearance {
            case .any: if light == nil || !lightIsExplicit { light = color }
            case .light: light = color; lightIsExplicit = true
            case .dark: dark = color
            case .highContrast: break
            }
        }
        guard let light = light ?? dark else {
            if !warnings.contains(where: { $0.hasPrefix("color set '\(name)'") }) { warnings.append("color set '\(name)' has no colour; skipped") }
            return
        }
        colors[name] = AssetColor(light: light, dark: dark ?? light)
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

    enum Appearance { case any, light, dark, highContrast }

    /// Which appearance an image or colour entry is for, from its `appearances` list: a
    /// `luminosity` of `light` or `dark`, any `contrast` (high-contrast variants), else any.
    static func appearance(_ appearances: [[String: Any]]) -> Appearance {
        if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { return .highContrast }
        func luminosity(_ value: String) -> Bool {
            appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == value }
        }
        return luminosity("dark") ? .dark : luminosity("light") ? .light : .any
    }

    /// A colour entry: `color-space` srgb, extended-srgb, display-p3 (converted to sRGB and
    /// clamped) or gray-gamma-22, components written as Xcode writes them: "0.200" (a
    /// fraction), "51" (0–255) or "0x33" (hex, 0–255). Alpha is always a fraction.
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
        case "gray-gamma-22", "extended-gray":
            guard let w = value("white") else { return nil }
            return Color.Resolved(red: w, green: w, blue: w, opacity: alpha)
        default:
            return nil
        }
    }

    /// The catalogs to use for a Swift file: every `.xcassets` folder beside it, then `extra`.
    public static func directories(besideFile file: URL, extra: [String]) -> [String] {
        let folder = file.deletingLastPathComponent()
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).standardizedFileURL.path }
        return beside + extra.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }
}
