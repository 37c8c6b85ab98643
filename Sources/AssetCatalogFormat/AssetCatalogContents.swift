import Foundation

/// An Xcode asset catalog (`.xcassets`) as its folders' `Contents.json` files describe it, read as
/// Apple's Asset Catalog Format Reference gives the format: image sets, colour sets, symbol sets
/// and data sets by name, each set's entries as plain values. Groups whose `Contents.json` says
/// `"provides-namespace": true` prefix their sets' names (`Icons/star`), as Xcode does; app icons,
/// stickers, AR and texture sets are not read.
///
/// This stage needs Foundation alone, so the asset symbols plugin's tool, which SwiftPM builds for
/// the host apart from a package's own products, reads catalogs without compiling the layout
/// engine and the renderer again (Benchmarks.md, "A user package's cold build"). Render's
/// `AssetCatalog` turns the entries into images and resolved colours.
public struct AssetCatalogContents: Sendable {
    /// Image sets by name; a set without a usable image is left out, with a warning.
    public private(set) var imageSets: [String: ImageSetContents] = [:]
    /// Symbol sets by name: the path of the SF Symbols template file.
    public private(set) var symbolSets: [String: String] = [:]
    /// Colour sets by name, each with its readable entries; a set without one is left out.
    public private(set) var colorSets: [String: [ColorSetEntry]] = [:]
    /// Data sets by name (`NSDataAsset`).
    public private(set) var dataSets: [String: DataSetContents] = [:]
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
        var variants: [ImageSetContents.Variant] = []
        for entry in contents?["images"] as? [[String: Any]] ?? [] {
            guard let file = entry["filename"] as? String else { continue }
            guard ImageFileFormat.decodableExtensions.contains((file as NSString).pathExtension.lowercased()) else {
                warnings.append("image set '\(name)': \(file) is not a PNG, JPEG, HEIF, PDF or SVG image; skipped")
                continue
            }
            let path = folder.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else {
                warnings.append("image set '\(name)': \(file) is missing; skipped")
                continue
            }
            variants.append(ImageSetContents.Variant(
                path: path, scale: (entry["scale"] as? String).flatMap { Double(String($0.dropLast())) },
                appearance: AssetAppearance(entry["appearances"] as? [[String: Any]] ?? []),
                idiom: entry["idiom"] as? String ?? "universal", language: (entry["locale"] as? String).map(ImageSetContents.language),
                slicing: (entry["resizing"] as? [String: Any]).map(ImageSetContents.Slicing.init)))
        }
        guard !variants.isEmpty else {
            if !warnings.contains(where: { $0.hasPrefix("image set '\(name)'") }) {
                warnings.append("image set '\(name)' has no image; skipped")
            }
            return
        }
        let properties = contents?["properties"] as? [String: Any]
        let intent = (properties?["template-rendering-intent"] as? String).flatMap(ImageSetContents.RenderingIntent.init)
        imageSets[name] = ImageSetContents(variants: variants, renderingIntent: intent,
                                           preservesVectorRepresentation: properties?["preserves-vector-representation"] as? Bool == true)
    }

    private mutating func readColorSet(name: String, contents: [String: Any]?) {
        var entries: [ColorSetEntry] = []
        for entry in contents?["colors"] as? [[String: Any]] ?? [] {
            // A slot without a colour is one Xcode made and nobody filled (a new project's `AccentColor`,
            // the widget template's `WidgetBackground`): Xcode compiles no colour for it, and says nothing.
            guard let description = entry["color"] as? [String: Any] else { continue }
            let appearance = AssetAppearance(entry["appearances"] as? [[String: Any]] ?? [])
            if let reference = description["reference"] as? String {
                guard let system = SystemColorReference(rawValue: reference) else {
                    warnings.append("color set '\(name)': '\(reference)' is not a system colour UIKit has; skipped")
                    continue
                }
                entries.append(ColorSetEntry(appearance: appearance, value: .system(system)))
                continue
            }
            guard let components = AssetColorComponents(description) else {
                warnings.append("color set '\(name)': a colour that is not sRGB, Display P3 or grey components; skipped")
                continue
            }
            entries.append(ColorSetEntry(appearance: appearance, value: .components(components)))
        }
        // A set whose every slot is unset, or unreadable (each said above), has no colour.
        if !entries.isEmpty { colorSets[name] = entries }
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
        symbolSets[name] = folder.appendingPathComponent(file).path
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
        dataSets[name] = DataSetContents(path: folder.appendingPathComponent(file).path,
                                         typeIdentifier: entry["universal-type-identifier"] as? String ?? "public.data")
    }
}
