import Synchronization
import Foundation
import LayoutDSL
import Render
import Testing

/// The images of one failure, written where swift-snapshot-testing writes failing snapshots
/// (`$SNAPSHOT_ARTIFACTS`, else a temporary folder), plus an HTML report of all failures there.
struct SnapshotArtifacts {
    let reference: URL, actual: URL, diff: URL
    let name: String
    let root: URL

    var reportURL: URL { root.appendingPathComponent("index.html") }

    static var root: URL {
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("snapshot-artifacts")
    }

    private static let counter = Atomic<Int>(0)

    /// Writes the three images; names them after the current test (a counter keeps variants apart).
    static func write(reference: Data, actual: Data, diff: Data) -> SnapshotArtifacts? {
        let root = Self.root
        let test = Test.current.map { sanitize($0.name) } ?? "snapshot"
        let number = counter.add(1, ordering: .relaxed).newValue
        let name = "\(test)-\(number)"
        let folder = root.appendingPathComponent("LayoutSnapshotTesting")
        let artifacts = SnapshotArtifacts(reference: folder.appendingPathComponent("\(name).reference.png"),
                                          actual: folder.appendingPathComponent("\(name).actual.png"),
                                          diff: folder.appendingPathComponent("\(name).diff.png"), name: name, root: root)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(reference, to: artifacts.reference)
            try AtomicFile.write(actual, to: artifacts.actual)
            try AtomicFile.write(diff, to: artifacts.diff)
        } catch {
            return nil
        }
        if Test.current != nil {
            Attachment.record(Array(reference), named: "\(name).reference.png")
            Attachment.record(Array(actual), named: "\(name).failure.png")
            Attachment.record(Array(diff), named: "\(name).difference.png")
        }
        return artifacts
    }

    /// Adds this failure to the run's report (`results.json` and `index.html` in the artifacts root).
    func report(difference: ImageDifference, message: String) {
        SnapshotReport.add(SnapshotReport.Entry(
            name: name, reference: "LayoutSnapshotTesting/\(reference.lastPathComponent)",
            actual: "LayoutSnapshotTesting/\(actual.lastPathComponent)", diff: "LayoutSnapshotTesting/\(diff.lastPathComponent)",
            differingPixels: difference.differingPixels, totalPixels: difference.totalPixels, maxDeltaE: difference.maxDeltaE,
            message: message), root: root)
    }

    /// swift-snapshot-testing's path sanitising: runs of non-word characters become "-".
    static func sanitize(_ name: String) -> String {
        let replaced = name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        return replaced.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
