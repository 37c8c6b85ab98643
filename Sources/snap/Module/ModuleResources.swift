import Foundation
import _FoundationGaps
import SnapRuntime

/// A module's resources as its app bundle holds them, beside the compiled preview program, so
/// that `Bundle.main` (on Linux, the executable's folder) and `Bundle.module` find them.
///
/// Xcode's Copy Bundle Resources phase, and SwiftPM's `.process` rule, put each file at the
/// bundle's top level by its name, and keep folders (`.lproj`, folder references, `.copy`
/// resources) whole. String catalogs (`.xcstrings`) are compiled as Xcode compiles them: one
/// `<language>.lproj/<table>.strings` per language, the table named after the catalog; a Core
/// Data model (`.xcdatamodeld`) is copied whole under the name of Xcode's compiled model (`.momd`). Asset
/// catalogs are not copied: the renderer reads them where they are (`RenderRequest.assets`).
enum ModuleResources {
    /// Files a folder without a manifest holds for its previews: asset and string catalogs,
    /// localized folders, Core Data models, intent definitions, and data files that sample data is loaded from.
    static let looseExtensions: Set<String> = [
        "xcassets", "xcstrings", "lproj", "strings", "stringsdict", "json", "xcdatamodeld", "intentdefinition",
    ]

    static func isLooseResource(_ url: URL) -> Bool { looseExtensions.contains(url.pathExtension) }

    /// Folders that are one resource, never searched for sources; and documentation catalogs (`.docc`),
    /// whose Swift files are the code listings of their tutorials, which neither SwiftPM nor Xcode compiles
    /// with the target (SwiftPM reads a target's `.docc` folder as its documentation, not as sources).
    static let packages: Set<String> = ["xcassets", "xcstrings", "lproj", "bundle", "xcdatamodeld", "xcdatamodel", "scnassets", "docc"]

    /// Swift files and loose resources under `folder`, skipping hidden folders and `.build`.
    static func walk(_ folder: URL) -> (swiftFiles: [URL], resources: [URL]) {
        var swift: [URL] = [], resources: [URL] = []
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return ([], [])
        }
        for case let url as URL in walker {
            let url = url.standardizedFileURL
            if url.lastPathComponent == ".build" || packages.contains(url.pathExtension) { walker.skipDescendants() }
            if url.pathExtension == "swift" { swift.append(url) } else if isLooseResource(url) { resources.append(url) }
        }
        return (swift.sorted { $0.path < $1.path }, resources.sorted { $0.path < $1.path })
    }

    /// The files under a folder of resources, which SwiftPM's `.process` rule puts at the
    /// bundle's top level; folders that are one resource (`packages`) stay whole.
    static func flattened(_ folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker {
            if packages.contains(url.pathExtension) { walker.skipDescendants(); files.append(url.standardizedFileURL) }
            else if !ModuleSelection.isFolder(url) { files.append(url.standardizedFileURL) }
        }
        return files
    }

    /// The modification times and sizes of the files `resources` lays out (folders walked), so
    /// that an edited `trips.json` or string catalog lays the bundle out again. Asset catalogs
    /// are read where they are, at each render: only their paths count.
    static func stamp(_ resources: [URL]) -> String {
        let manager = FileManager.default
        var files: [URL] = []
        for resource in resources where resource.pathExtension != "xcassets" {
            if ModuleSelection.isFolder(resource), let walker = manager.enumerator(at: resource, includingPropertiesForKeys: nil) {
                files += walker.compactMap { $0 as? URL }
            } else {
                files.append(resource)
            }
        }
        return (catalogs(resources).map(\.path) + files.map { file in
            let attributes = try? manager.attributesOfItem(atPath: file.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file.path)|\(modified)|\((attributes?[.size] as? NSNumber)?.intValue ?? -1)"
        }).joined(separator: "\n")
    }

    /// The asset catalogs among `resources`.
    static func catalogs(_ resources: [URL]) -> [URL] { resources.filter { $0.pathExtension == "xcassets" } }

    /// Links a library target's asset catalogs into its bundle, where `Image(_:bundle: .module)`
    /// and `Color(_:bundle: .module)` in its code look (the renderer reads a bundle's catalogs,
    /// `PNGImageLoader`), as Xcode and SwiftPM compile them into the target's bundle. The previewed
    /// module's own catalogs are handed to the renderer where they are (`RenderRequest.assets`).
    static func linkCatalogs(_ resources: [URL], in bundle: URL) throws {
        for (index, catalog) in catalogs(resources).enumerated() {
            // Two catalogs of one name (`Assets.xcassets` of two folders) both stay.
            let link = bundle.appendingPathComponent(index == 0 ? catalog.lastPathComponent : "\(index)-\(catalog.lastPathComponent)")
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: catalog)
        }
    }

    /// Lays `resources` out in `bundle` (a folder made anew) as the app bundle holds them.
    static func install(_ resources: [URL], in bundle: URL) throws {
        let manager = FileManager.default
        for resource in resources where resource.pathExtension != "xcassets" {
            if resource.pathExtension == "xcstrings" {
                try compileStringCatalog(resource, into: bundle)
                continue
            }
            // Xcode compiles a Core Data model to `<name>.momd`, where `NSPersistentContainer(name:)`
            // and `url(forResource:withExtension: "momd")` find it; CoreData reads the copied model there.
            if resource.pathExtension == "xcdatamodeld" {
                let target = bundle.appendingPathComponent(resource.deletingPathExtension().lastPathComponent + ".momd")
                try? manager.removeItem(at: target)
                try manager.copyItem(at: resource, to: target)
                continue
            }
            // A localized file (a variant group's `en.lproj/Localizable.strings`) keeps its language folder.
            let language = resource.deletingLastPathComponent()
            let folder = language.pathExtension == "lproj" ? bundle.appendingPathComponent(language.lastPathComponent) : bundle
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent(resource.lastPathComponent)
            if resource.pathExtension == "lproj", ModuleSelection.isFolder(target) {
                // Two folders of one language (an app's and a catalog's) merge, as in the bundle.
                for item in try manager.contentsOfDirectory(at: resource, includingPropertiesForKeys: nil) {
                    try? manager.removeItem(at: target.appendingPathComponent(item.lastPathComponent))
                    try manager.copyItem(at: item, to: target.appendingPathComponent(item.lastPathComponent))
                }
                continue
            }
            try? manager.removeItem(at: target)
            try manager.copyItem(at: resource, to: target)
        }
    }

    /// A string catalog (Xcode 15's `.xcstrings`) as the tables Xcode compiles it to
    /// (`_StringCatalog`): one `<language>.lproj/<table>.strings` each, the table named after the
    /// catalog, and a `<table>.stringsdict` beside it for the language's plural variations.
    static func compileStringCatalog(_ catalog: URL, into bundle: URL) throws {
        let data = try Data(contentsOf: catalog)
        guard let tables = _StringCatalog.tables(data) else {
            throw SnapError(.unreadableFile, "\(catalog.path) is not a string catalog (no \"strings\")")
        }
        let table = catalog.deletingPathExtension().lastPathComponent
        let plurals = _StringCatalog.plurals(data)
        for language in Set(tables.keys).union(plurals.keys) {
            let folder = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entries = tables[language] ?? [:]
            let text = entries.keys.sorted().map { "\(quoted($0)) = \(quoted(entries[$0]!));\n" }.joined()
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(table).strings"))
            if let variants = plurals[language] {
                let list = try PropertyListSerialization.data(fromPropertyList: variants.mapValues(\.stringsdictEntry),
                                                              format: .xml, options: 0)
                try list.write(to: folder.appendingPathComponent("\(table).stringsdict"))
            }
        }
    }

    /// A `.strings` literal: backslash, quote and line breaks escaped.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`):
    /// `Bundle.module`, here the folder beside the program that holds them.
    static func moduleAccessor(bundle: URL) -> String {
        """
        import Foundation

        extension Foundation.Bundle {
            /// The module's resources, as SwiftPM's generated accessor finds them.
            static let module: Bundle = Bundle(path: \(String(reflecting: bundle.path)))!
        }

        """
    }
}
