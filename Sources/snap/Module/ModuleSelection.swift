import ArgumentParser
import Foundation
import SnapRuntime

/// `--module DIR` and `--sources GLOB`: the module of a previewed file said explicitly, for
/// code that no package manifest or Xcode project describes (or that snap reads differently).
struct ModuleSelection: ParsableArguments {
    @Option(name: .customLong("module"),
            help: "Compile previews with every Swift file under this folder (subfolders included), as one module.")
    var folder: String?
    @Option(name: .customLong("sources"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Compile previews with these Swift files: a path or a glob (`*`, `?`, `[…]`; " +
                "a folder means its Swift files); repeatable."))
    var globs: [String] = []

    /// The module the options describe, holding `file`; nil when neither option is given.
    func module(for file: URL) throws -> PreviewModule? {
        guard folder != nil || !globs.isEmpty else { return nil }
        var sources: [URL] = [], resources: [URL] = []
        var root = file.deletingLastPathComponent()
        if let folder {
            let url = URL(fileURLWithPath: folder).absoluteURL.standardizedFileURL
            guard Self.isFolder(url) else { throw SnapError(.unreadableFile, "--module \(folder) is not a folder") }
            root = url
            let tree = ModuleResources.walk(url)
            sources += tree.swiftFiles
            resources += tree.resources
        }
        for pattern in globs {
            let matches = Self.expand(pattern)
            guard !matches.isEmpty else { throw SnapError(.unreadableFile, "--sources \(pattern) matches no file") }
            for match in matches {
                if Self.isFolder(match) {
                    sources += ModuleResources.walk(match).swiftFiles
                } else if match.pathExtension == "swift" {
                    sources.append(match)
                }
            }
        }
        if !sources.contains(file) { sources.append(file) }
        let unique = Array(Set(sources)).sorted { $0.path < $1.path }
        return PreviewModule(name: "Previews", description: "the module given by --module/--sources", root: root, sources: unique,
                             resources: resources, conditions: [], hasModuleBundle: false, dependencies: [])
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// POSIX `glob(3)` (the shell's rules, without `**`), in path order.
    static func expand(_ pattern: String) -> [URL] {
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(pattern, 0, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { index in
            found.gl_pathv[index].map { URL(fileURLWithPath: String(cString: $0)).absoluteURL.standardizedFileURL }
        }.sorted { $0.path < $1.path }
    }
}
