import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import TestSupport

/// `.isolated()` renders in a forked child: a view that traps fails its own assertion with the
/// runtime's message, and this process goes on to the next assertion and keeps its report. The
/// views draw no text, so the child needs no lock another test's thread may hold.
@Suite(.serialized)
struct IsolatedSnapshotTests {
    let temporary = TemporaryDirectory("isolated"), artifacts = TemporaryDirectory("isolated-artifacts")
    var directory: URL { temporary.url }
    var run: SnapshotRun { SnapshotRun(id: "isolated", root: artifacts.url) }

    /// Traps in its body: the index is past the array's end.
    struct Trapping: View {
        let widths: [CGFloat] = [10]
        var body: some View { Color.red.frame(width: widths[1], height: 10) }
    }

    func verify<V: View>(_ view: V, named name: String) -> String? {
        SnapshotRun.$current.withValue(run) {
            verifySnapshot(of: view, as: Snapshotting.image(size: CGSize(width: 20, height: 10), scale: 1).isolated(),
                           named: name, record: .missing, snapshotDirectory: directory.path, timeout: 1, testName: "isolated")
        }
    }

    @Test func aTrappingViewFailsItsAssertionAndTheRunGoesOn() throws {
        withKnownIssue {
            _ = verify(Trapping(), named: "trapping")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("the view crashed while rendering in an isolated process (SIGILL)")
                    && $0.rawValue.contains("Fatal error: Index out of range")
            }
        }
        // Nothing recorded for it; the next assertion in this process records and then passes.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("isolated.trapping.png").path))
        let dot = Color.blue.frame(width: 4, height: 4)
        #expect(verify(dot, named: "dot")?.contains("No reference was found on disk") == true)
        #expect(verify(dot, named: "dot") == nil)
        // The isolated image is the image the strategy makes in this process.
        let recorded = try Data(contentsOf: directory.appendingPathComponent("isolated.dot.png"))
        let here = try #require(Snapshotting<AnyView, PNGImage>.image(size: CGSize(width: 20, height: 10), scale: 1)
            .snapshotSynchronously(AnyView(dot)))
        #expect(recorded == here.data)
        // The report kept both: the crash as an error with its reason, the dot as passed.
        let entries = try SnapshotReport.read(run.root).entries
        #expect(entries.first { $0.name == "trapping" }?.outcome == .error)
        #expect(entries.first { $0.name == "dot" }?.outcome == .passed)
    }
}

extension Snapshotting {
    /// The strategy's value for `value`, when it delivers one at once (these strategies do).
    func snapshotSynchronously(_ value: Value) -> Format? {
        var result: Format?
        snapshot(value).run { result = $0 }
        return result
    }
}
