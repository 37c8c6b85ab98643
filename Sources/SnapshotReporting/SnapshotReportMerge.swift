import Foundation
import Render

extension SnapshotReport {
    /// Why reports could not be merged.
    public struct MergeError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Joins the reports of a suite's shards (each a folder a `swift test` wrote its report into,
    /// `$SNAPSHOT_ARTIFACTS`) into one report in `output`: every entry, with the images it names
    /// copied under the same relative paths, so the page, the JUnit file and the JSON read as
    /// if one run had taken every snapshot. An entry two shards both have (the same suite, test,
    /// name and file) is the later folder's. The merged run is named after the shards' runs and
    /// starts when the earliest did. Throws, naming the folder, when one has no readable report.
    @discardableResult
    public static func merge(_ roots: [URL], into output: URL) throws -> Contents {
        guard !roots.isEmpty else { throw MergeError(description: "no reports to merge") }
        var entries: [Entry] = [], runs: [String] = [], started: Date?
        for root in roots {
            let contents: Contents
            do { contents = try read(root) } catch {
                throw MergeError(description: "\(root.path) holds no snapshot report (\(contentsName)) that can be read")
            }
            runs.append(contents.run)
            started = min(started ?? contents.started, contents.started)
            for entry in contents.entries {
                for image in [entry.reference, entry.actual, entry.diff].compactMap({ $0 }) {
                    try copy(image, from: root, to: output)
                }
                entries.removeAll { $0.key == entry.key }
                entries.append(entry)
            }
        }
        let merged = Contents(run: "merged: " + runs.joined(separator: " + "), started: started ?? Date(), entries: entries)
        try write(merged, to: output)
        return merged
    }

    /// Copies an image a report names, by its path relative to the report's folder; a path that
    /// leaves the folder is not followed.
    static func copy(_ relative: String, from root: URL, to output: URL) throws {
        guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return }
        let source = root.appendingPathComponent(relative), destination = output.appendingPathComponent(relative)
        guard source.standardizedFileURL != destination.standardizedFileURL,
              let data = FileManager.default.contents(atPath: source.path) else { return }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(data, to: destination)
    }
}
