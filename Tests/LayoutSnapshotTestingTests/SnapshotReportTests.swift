import Foundation
import LayoutDSL
import LayoutSnapshotTesting
import Render
import SnapshotTesting
import Testing
import TestSupport

/// The run's report (`SnapshotReport`) from real assertions, each test reporting to a run of
/// its own in a fresh folder: outcomes, names, images, numbers, runs replacing each other, and
/// concurrent assertions.
@Suite(.snapshotDesign(.compatibility))
struct SnapshotReportTests {
    let temporary = TemporaryDirectory("snapshot-report")
    var directory: URL { temporary.url }
    var artifacts: URL { directory.appendingPathComponent("artifacts") }
    func run(_ id: String) -> SnapshotRun { SnapshotRun(id: id, root: artifacts) }

    @discardableResult
    func verify(_ color: Color, named name: String?, record: SnapshotTestingConfiguration.Record = .missing, in run: SnapshotRun) -> String? {
        SnapshotRun.$current.withValue(run) {
            verifySnapshot(of: StrategyTests.Dot(color: color), as: .image(size: CGSize(width: 20, height: 10), scale: 1), named: name,
                           record: record, snapshotDirectory: directory.appendingPathComponent("references").path, testName: "dot")
        }
    }

    func files() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("SnapshotReportTests").path)) ?? [])
    }

    @Test func outcomesNamesAndImages() throws {
        let run = run("one")
        verify(.black, named: "same", in: run)                  // recorded…
        #expect(verify(.black, named: "same", in: run) == nil)  // …then passed: the later entry replaces it
        verify(.black, named: "changed", in: run)
        #expect(verify(.red, named: "changed", in: run) != nil)
        #expect(verify(.black, named: nil, record: .never, in: run)?.contains("not recorded") == true)
        #expect(verify(.black, named: nil, record: .never, in: run) != nil)   // the second unnamed snapshot of the test

        let report = try SnapshotReport.read(artifacts)
        #expect(report.run == "one")
        let byName = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.name, $0) })
        #expect(report.entries.count == 4)
        #expect(byName["same"]?.outcome == .passed && byName["changed"]?.outcome == .failed)
        #expect(byName["1"]?.outcome == .missing && byName["2"]?.outcome == .missing)
        let failed = try #require(byName["changed"])
        #expect(failed.differingPixels == 1 && failed.totalPixels == 200 && (failed.maxDeltaE ?? 0) > 50)
        #expect(failed.suite == "SnapshotReportTests" && failed.test == "dot" && failed.library == "Swift Testing")
        #expect(failed.file == "LayoutSnapshotTestingTests/SnapshotReportTests.swift")
        // Images are named after the test and the snapshot: the passed one, the failure's three,
        // and the image each missing reference would have been (what CI can download).
        #expect(files() == ["dot.same.png", "dot.changed.png", "dot.changed.reference.png", "dot.changed.diff.png", "dot.1.png", "dot.2.png"])
        #expect(failed.reference == "SnapshotReportTests/dot.changed.reference.png" && failed.actual == "SnapshotReportTests/dot.changed.png")
        let diff = try PNG.decode(Data(contentsOf: artifacts.appendingPathComponent(try #require(failed.diff))))
        #expect(diff[5, 3] == Pixel(r: 255, g: 0, b: 255, a: 255))
        let missing = try PNG.decode(Data(contentsOf: artifacts.appendingPathComponent("SnapshotReportTests/dot.1.png")))
        #expect(missing.width == 20 && missing[5, 3] == Pixel(r: 0, g: 0, b: 0, a: 255))

        // The page lists every snapshot, problems open and passes collapsed; JUnit counts them.
        let page = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.pageName), encoding: .utf8)
        #expect(page.components(separatedBy: "<details class=\"snapshot").count - 1 == 4)
        #expect(page.contains("<details class=\"snapshot passed\" data-outcome=\"passed\">"))
        #expect(page.contains("<details class=\"snapshot failed\" data-outcome=\"failed\" open>"))
        #expect(page.contains("1 of 200 pixels differ (0.50%), worst ΔE"))
        #expect(page.contains("class=\"wipe\"") && page.contains("class=\"onion\"") && page.contains("data-zoom=\"1\""))
        let junit = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.junitName), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"Snapshots\" tests=\"4\" failures=\"3\" errors=\"0\">"))
        #expect(junit.contains("name=\"dot.changed\""))
        #expect(junit.contains("<failure message=\"Snapshot &quot;changed&quot; does not match reference.\" type=\"failed\">"))
        #expect(junit.contains("1 of 200 pixels differ (0.50%)."))
    }

    /// A new run replaces the report: an earlier run's failures are gone after a green run.
    @Test func newRunReplacesReport() throws {
        verify(.black, named: "dot", in: run("first"))
        verify(.red, named: "dot", in: run("first"))
        #expect(try SnapshotReport.read(artifacts).entries.map(\.outcome) == [.failed])
        verify(.black, named: "other", record: .all, in: run("second"))
        #expect(verify(.black, named: "dot", in: run("second")) == nil)
        let report = try SnapshotReport.read(artifacts)
        #expect(report.run == "second")
        #expect(report.entries.map(\.outcome).sorted { $0.rawValue < $1.rawValue } == [.passed, .recorded])
        let page = try String(contentsOf: artifacts.appendingPathComponent(SnapshotReport.pageName), encoding: .utf8)
        #expect(!page.contains("data-outcome=\"failed\""))
    }

    /// Assertions finishing at once from many threads each land in the report once.
    @Test func concurrentAssertionsAreAllReported() async throws {
        let run = run("concurrent")
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                group.addTask { self.verify(index.isMultiple(of: 2) ? .black : .blue, named: "dot\(index)", in: run) }
            }
        }
        let report = try SnapshotReport.read(artifacts)
        #expect(Set(report.entries.map(\.name)) == Set((0..<24).map { "dot\($0)" }))
    }

    /// `assertSnapshot` in a Swift Testing test: a real failure (a known issue here) and a pass,
    /// against references in this file's `__Snapshots__` folder.
    @Test func assertSnapshotInSwiftTesting() throws {
        let run = run("swift-testing")
        SnapshotRun.$current.withValue(run) {
            assertSnapshot(of: StrategyTests.Dot(), as: .image(size: CGSize(width: 20, height: 10), scale: 1), named: "dot")
            withKnownIssue {
                assertSnapshot(of: StrategyTests.Dot(color: .red), as: .image(size: CGSize(width: 20, height: 10), scale: 1),
                               named: "changed", record: .missing)
            } matching: { $0.comments.contains { $0.rawValue.contains("1 of 200 pixels differ") } }
        }
        let report = try SnapshotReport.read(artifacts)
        #expect(report.entries.map(\.outcome) == [.passed, .failed])
        #expect(report.entries.allSatisfy { $0.library == "Swift Testing" && $0.test == "assertSnapshotInSwiftTesting()" })
        #expect(files() == ["assertSnapshotInSwiftTesting.dot.png", "assertSnapshotInSwiftTesting.changed.png",
                            "assertSnapshotInSwiftTesting.changed.reference.png", "assertSnapshotInSwiftTesting.changed.diff.png"])
    }
}
