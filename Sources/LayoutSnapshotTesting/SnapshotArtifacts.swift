import Foundation
import Render

/// Where one snapshot's images go in its run's root, named after the test and the snapshot as
/// swift-snapshot-testing names the failed snapshot it writes there: `<TestFile>/<test>.<name>.png`
/// is the actual image (written by swift-snapshot-testing when a comparison fails, by this
/// module otherwise), with `<test>.<name>.reference.png` and `<test>.<name>.diff.png` beside it.
/// Names never collide: swift-snapshot-testing's names have no dots of their own.
struct SnapshotArtifacts: Sendable {
    let root: URL
    /// `<TestFile>/<test>.<name>`, relative to the root.
    let stem: String

    var actualPath: String { "\(stem).png" }
    var referencePath: String { "\(stem).reference.png" }
    var diffPath: String { "\(stem).diff.png" }

    var actual: URL { root.appendingPathComponent(actualPath) }
    var reference: URL { root.appendingPathComponent(referencePath) }
    var diff: URL { root.appendingPathComponent(diffPath) }
    var reportURL: URL { root.appendingPathComponent(SnapshotReport.pageName) }

    /// Writes `data` at `relative` (`SnapshotReport.writeImage`).
    func write(_ data: Data, to relative: String) -> String? { SnapshotReport.writeImage(data, to: relative, in: root) }

    /// swift-snapshot-testing's path sanitising: runs of non-word characters become "-", with
    /// none at either end.
    static func sanitize(_ name: String) -> String {
        let replaced = name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        return replaced.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
