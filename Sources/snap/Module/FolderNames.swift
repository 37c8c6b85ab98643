import Foundation

/// The names in folders, each folder read once. Finding the module of each of a run's files walks
/// the same folders up to `/` for every file (`PreviewModule.containing`), listing each for an
/// `*.xcodeproj`: `snap test` on `Screens/` in a folder under a `/tmp` of 38,000 entries read that
/// `/tmp` once a file, about 1.7 s of the run's 10 s (Benchmarks.md, `snap test`). One value
/// serves one search; a long-running server makes a new one for each, so it never holds a
/// listing from before an edit.
final class FolderNames {
    private var names: [String: [String]] = [:]

    /// The names in `folder`, hidden ones included; none when it cannot be read.
    func callAsFunction(_ folder: URL) -> [String] {
        if let known = names[folder.path] { return known }
        let read = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        names[folder.path] = read
        return read
    }
}
