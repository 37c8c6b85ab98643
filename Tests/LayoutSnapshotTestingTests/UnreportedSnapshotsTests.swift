import Foundation
@testable import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import TestSupport

/// A snapshot asserted with swift-snapshot-testing's own function (what a file without
/// `import LayoutSnapshotTesting` calls) cannot enter the report: it is counted, and the first
/// one of the process warns; this package's assertion counts nothing.
struct UnreportedSnapshotsTests {
    @Test func swiftSnapshotTestingsOwnAssertionIsCountedNotReported() throws {
        let temporary = TemporaryDirectory("unreported")
        let run = SnapshotRun(id: "unreported", root: temporary.url.appendingPathComponent("artifacts"))
        let strategy = Snapshotting<Color, PNGImage>.image(size: CGSize(width: 4, height: 4), scale: 1)
        let before = UnreportedSnapshots.count
        SnapshotRun.$current.withValue(run) {
            _ = SnapshotTesting.verifySnapshot(of: Color.red, as: strategy, named: "own", record: .missing,
                                               snapshotDirectory: temporary.url.path, testName: "unreported")
        }
        #expect(UnreportedSnapshots.count == before + 1)
        #expect((try? SnapshotReport.read(run.root)) == nil)
        SnapshotRun.$current.withValue(run) {
            _ = LayoutSnapshotTesting.verifySnapshot(of: Color.red, as: strategy, named: "ours", record: .missing,
                                                     snapshotDirectory: temporary.url.path, testName: "unreported")
        }
        #expect(UnreportedSnapshots.count == before + 1)
        #expect(try SnapshotReport.read(run.root).entries.map(\.name) == ["ours"])
    }
}
