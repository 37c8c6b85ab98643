import Foundation
import Synchronization

/// The folders `snap mcp` serves (`--root`, default the folder it starts in): every path a tool
/// is given must be inside one of them, after `..` and symbolic links are resolved, so an agent
/// cannot have the server read, compile or write anything elsewhere on the machine.
enum ServedFolders {
    private static let roots = Mutex<[URL]>([])

    /// Set once, before the server answers its first call.
    static func serve(_ folders: [URL]) { roots.withLock { $0 = folders.map(resolved) } }

    /// `path` (relative to the current folder) when it is inside a served folder.
    static func check(_ path: String, tool: String, key: String) throws -> String {
        let url = resolved(URL(fileURLWithPath: path))
        let inside = roots.withLock { roots in
            roots.contains { root in url.path == root.path || url.path.hasPrefix(root.path == "/" ? "/" : root.path + "/") }
        }
        guard inside else {
            let served = roots.withLock { $0.map(\.path).joined(separator: ", ") }
            throw ToolFailure("\(tool): '\(key)' \(path) is outside the folders snap mcp serves (\(served)); " +
                "start it with --root to serve more")
        }
        return path
    }

    /// The absolute path with `..` and symbolic links resolved, for the deepest part that exists
    /// (a report folder about to be made resolves through its parent).
    private static func resolved(_ url: URL) -> URL {
        let absolute = url.absoluteURL.standardizedFileURL
        var existing = absolute, rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }
}
