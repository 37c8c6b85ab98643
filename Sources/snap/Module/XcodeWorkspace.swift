import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The local Swift packages an Xcode project sees without a package reference of its own.
///
/// A target's `XCSwiftPackageProductDependency` with no `package` names a product of a local
/// package that Xcode has open beside the project: one the project references itself
/// (`XCLocalSwiftPackageReference`, which another target's product may name), a package folder the workspace lists (an app
/// and its package opened in one `.xcworkspace`, the layout of a repository whose examples use the
/// package itself), or one the project's own groups hold (a package folder dragged into the
/// project). Xcode resolves the product among those packages by its name, as it resolves
/// `XCLocalSwiftPackageReference`s, so snap does the same, and builds the product from its folder.
///
/// A workspace is found as Xcode would have it open with the project: an `.xcworkspace` in the
/// project's folder or a folder above it whose `contents.xcworkspacedata` lists the project. Its
/// `FileRef` and `Group` locations are read as Xcode writes them: `group:` relative to the
/// enclosing group's folder (the workspace's folder at the top), `container:` relative to the
/// workspace's folder, `absolute:` as is.
enum XcodeWorkspace {
    /// The folders holding a `Package.swift` that `project` sees: its own references', then those
    /// of the workspaces that list it, nearest first.
    static func packageFolders(of project: XcodeProject) -> [URL] {
        var folders = project.localPackageReferences + project.referencedFolders.filter(isPackage)
        var folder = project.url.deletingLastPathComponent()
        while true {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".xcworkspace") }.sorted()
            for name in names {
                let references = locations(in: folder.appendingPathComponent(name))
                guard references.contains(project.url) else { continue }
                folders += references.filter(isPackage)
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.path).inserted }
    }

    /// Every location a workspace lists (`FileRef`s, resolved through their `Group`s), standardized.
    static func locations(in workspace: URL) -> [URL] {
        let contents = workspace.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: contents.path) else { return [] }
        let reader = Reader(folder: workspace.deletingLastPathComponent().standardizedFileURL)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return [] }
        return reader.references
    }

    private static func isPackage(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let folder: URL
        /// The enclosing groups' folders, innermost last.
        var groups: [URL]
        var references: [URL] = []

        init(folder: URL) {
            self.folder = folder
            groups = [folder]
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard element == "FileRef" || element == "Group" else { return }
            let place = attributes["location"].flatMap(resolve) ?? groups[groups.count - 1]
            if element == "Group" { groups.append(place) } else { references.append(place) }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "Group", groups.count > 1 { groups.removeLast() }
        }

        private func resolve(_ location: String) -> URL? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            let base: URL
            switch kind {
            case "group": base = groups[groups.count - 1]
            case "container": base = folder
            case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
            default: return nil
            }
            return (path.isEmpty ? base : base.appendingPathComponent(path)).standardizedFileURL
        }
    }
}
