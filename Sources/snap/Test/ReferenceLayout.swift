import Foundation

/// Where `snap test` keeps a preview's references, as swift-snapshot-testing keeps a test
/// file's: `<folder of the file>/__Snapshots__/<file name>/<preview><variant>.png`, in the
/// repository beside the code. A configuration may name another folder name, or a path (with a
/// `/`) relative to the run's root, which then holds `<path of the file>/<preview><variant>.png`.
/// A reference's name is the preview's (`PreviewSubjects.part`: its title, its provider, its
/// number) and the variant's suffix (`SnapshotVariant.suffix`), nothing of the machine's.
struct ReferenceLayout: Equatable {
    /// The folder relative paths are relative to (the configuration file's, else the current one).
    let root: URL
    /// `__Snapshots__` or another folder name beside the code; a path with `/` for one tree of references.
    let folder: String

    static let defaultFolder = "__Snapshots__"

    var isBesideCode: Bool { !folder.contains("/") }

    /// The folder of a file's references.
    func folder(for file: URL) -> URL {
        let stem = file.deletingPathExtension().lastPathComponent
        if isBesideCode { return file.deletingLastPathComponent().appendingPathComponent(folder).appendingPathComponent(stem) }
        return root.appendingPathComponent(folder).appendingPathComponent(String(relativePath(file).dropLast(".swift".count)))
    }

    func reference(for file: URL, preview: String, variant: SnapshotVariant) -> URL {
        folder(for: file).appendingPathComponent("\(preview)\(variant.suffix).png")
    }

    /// `file`'s path from the root, with `/`; an absolute path when it is outside the root.
    func relativePath(_ file: URL) -> String {
        let base = root.standardizedFileURL.path + "/", path = file.standardizedFileURL.path
        if path + "/" == base { return "" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// References no preview has any more, under `scanned` (the run's folders and files): the
    /// PNGs in the reference folders of `covered` files (files whose every preview and variant the
    /// run rendered) that `expected` does not hold, and every PNG in the reference folder of a
    /// Swift file that no longer exists. A folder whose file exists but was not covered (a test
    /// file's swift-snapshot-testing references, a file that did not compile) is left alone.
    func orphans(scanned: [URL], covered: Set<URL>, expected: Set<URL>) -> [URL] {
        var orphans: [URL] = []
        for folder in referenceFolders(scanned: scanned) {
            let file = sourceFile(of: folder)
            let exists = FileManager.default.fileExists(atPath: file.path)
            guard !exists || covered.contains(file) else { continue }
            let pngs = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            orphans += pngs.filter { $0.pathExtension == "png" && !expected.contains($0.standardizedFileURL) }
                .map(\.standardizedFileURL)
        }
        return orphans.sorted { $0.path < $1.path }
    }

    /// The Swift file whose references a folder holds.
    func sourceFile(of folder: URL) -> URL {
        if isBesideCode {
            return folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(folder.lastPathComponent + ".swift").standardizedFileURL
        }
        let tree = root.appendingPathComponent(self.folder).standardizedFileURL.path + "/"
        return root.appendingPathComponent(String(folder.standardizedFileURL.path.dropFirst(tree.count)) + ".swift").standardizedFileURL
    }

    /// Every reference folder of the scanned paths: a file's own, and under a folder
    /// `**/__Snapshots__/<name>/` beside the code, or the folders holding PNGs in the tree's part for it.
    private func referenceFolders(scanned: [URL]) -> [URL] {
        var folders: Set<URL> = []
        for path in scanned {
            if path.pathExtension == "swift" {
                folders.insert(folder(for: path).standardizedFileURL)
                continue
            }
            let base = isBesideCode ? path : root.appendingPathComponent(folder).appendingPathComponent(relativePath(path))
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
                if isBesideCode {
                    if url.deletingLastPathComponent().lastPathComponent == folder { folders.insert(url.standardizedFileURL) }
                } else if (try? FileManager.default.contentsOfDirectory(atPath: url.path).contains { $0.hasSuffix(".png") }) == true {
                    folders.insert(url.standardizedFileURL)
                }
            }
        }
        return folders.sorted { $0.path < $1.path }
    }
}
