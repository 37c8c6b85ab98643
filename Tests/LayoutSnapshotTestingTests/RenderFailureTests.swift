import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import TestSupport

/// A view that cannot be rendered fails its assertion with the reason, in every record mode,
/// and never leaves a reference behind (which would otherwise pass on the next run).
struct RenderFailureTests {
    let temporary = TemporaryDirectory("render-failure"), artifacts = TemporaryDirectory("render-failure-artifacts")
    var directory: URL { temporary.url }

    struct HeightKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// Its update loop never settles: each height it publishes flips the state that sets it.
    struct Oscillator: View {
        @State private var flip = false
        var body: some View {
            Color.red.frame(height: flip ? 10 : 20)
                .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                .onPreferenceChange(HeightKey.self) { _ in flip.toggle() }
        }
    }

    func files() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] }

    /// These failures are meant: they go to a report of their own.
    var run: SnapshotRun { SnapshotRun(id: "render-failure", root: artifacts.url) }

    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .all, .failed])
    func updateLoopErrorFailsImageAssertion(record: SnapshotTestingConfiguration.Record) throws {
        withKnownIssue {
            let message = SnapshotRun.$current.withValue(run) {
                verifySnapshot(of: Oscillator(), as: .image(size: CGSize(width: 20, height: 20), scale: 1),
                               named: "oscillator", record: record, snapshotDirectory: directory.path, timeout: 0.2, testName: "loop")
            }
            #expect(message != nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("update loop did not settle") && $0.rawValue.contains("Oscillator.flip") }
        }
        #expect(files().isEmpty, "\(files())")
        // The report lists the snapshot as not taken, with the reason and no image.
        let report = try SnapshotReport.read(run.root)
        #expect(report.entries.map(\.outcome) == [.error])
        #expect(report.entries.first?.actual == nil && report.entries.first?.message?.contains("Exceeded timeout") == true)
    }

    /// An existing reference is left as it was.
    @Test func updateLoopErrorKeepsExistingReference() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let reference = directory.appendingPathComponent("loop.oscillator.png")
        try Data("earlier".utf8).write(to: reference)
        withKnownIssue {
            _ = SnapshotRun.$current.withValue(run) {
                verifySnapshot(of: Oscillator(), as: .image(size: CGSize(width: 20, height: 20), scale: 1),
                               named: "oscillator", record: .failed, snapshotDirectory: directory.path, timeout: 0.2, testName: "loop")
            }
        }
        #expect(try Data(contentsOf: reference) == Data("earlier".utf8))
    }

    /// Text from an engine the renderer cannot draw fails the image assertion, naming the
    /// payload, and records nothing: the reference would show the view with its text missing.
    @Test func undrawableTextFailsImageAssertion() {
        withKnownIssue {
            _ = verifySnapshot(of: Text("Hi").environment(\.textMeasurer, ForeignTextEngine()),
                               as: .image(size: CGSize(width: 20, height: 20), scale: 1), named: "foreign", record: .all,
                               snapshotDirectory: directory.path, testName: "foreign")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the renderer cannot draw Shaped") }
        }
        #expect(files().isEmpty, "\(files())")
    }

    @Test func updateLoopErrorFailsLayoutAssertion() {
        withKnownIssue {
            _ = verifySnapshot(of: Oscillator(), as: .layout(size: CGSize(width: 20, height: 20)), named: "oscillator",
                               record: .missing, snapshotDirectory: directory.path, timeout: 0.2, testName: "loop")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("update loop did not settle") }
        }
        #expect(files().isEmpty, "\(files())")
    }

    /// Every refusal fails a `.layout` assertion with its own reason: a tree
    /// past the depth limit says so, not that an update loop did not settle.
    @Test func tooDeepTreeFailsLayoutAssertionWithItsReason() {
        var view = AnyView(Color.red)
        for _ in 0..<(ViewTreeTooDeepError.limit + 10) { view = AnyView(view.padding(1)) }
        withKnownIssue {
            _ = verifySnapshot(of: view, as: .layout(size: CGSize(width: 20, height: 20)), named: "deep",
                               record: .missing, snapshotDirectory: directory.path, timeout: 0.2, testName: "deep")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("more than \(ViewTreeTooDeepError.limit) levels deep") }
        }
        #expect(files().isEmpty, "\(files())")
    }
}
