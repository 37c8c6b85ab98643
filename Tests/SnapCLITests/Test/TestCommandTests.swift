import Foundation
import Render
import SnapshotReporting
import Testing

/// `snap test` end to end, as a team uses it: record, verify, an edit that fails with its
/// images in the report and the JUnit file, a deleted preview's reference pruned, a matrix's
/// file names, and a preview that traps failing alone.
struct TestCommandTests {
    let files = SnapFileTests()

    func write(_ path: String, _ source: String) throws {
        let url = files.directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: files.directory.appendingPathComponent(path).path) }

    func report(_ folder: String = ".build/snap-test") throws -> SnapshotReport.Contents {
        try SnapshotReport.read(files.directory.appendingPathComponent(folder))
    }

    static func shapes(red: String = "red", background: Bool = true) -> String {
        """
        import SwiftUI

        #Preview("Red", traits: .sizeThatFitsLayout) { Color.\(red).frame(width: 60, height: 60) }
        \(background ? #"#Preview("Background", traits: .sizeThatFitsLayout) { Color(.systemBackground).frame(width: 60, height: 60) }"#
                      : "")
        """
    }

    @Test func recordVerifyFailAndPrune() throws {
        try write("Views/Shapes.swift", Self.shapes())
        try write("Views/Nested/Badge.swift", GalleryCommandTests.badge)
        try write("Views/Model.swift", "struct Model { var name = \"\" }\n")

        // Missing references are written, and the run fails until they are looked at.
        let first = try files.run(["test", "Views", "--scale", "1"])
        #expect(first.status == 1, "\(first.stderr)")
        for path in ["Views/__Snapshots__/Shapes/Red.png", "Views/__Snapshots__/Shapes/Background.png",
                     "Views/Nested/__Snapshots__/Badge/Badge.png"] {
            #expect(exists(path), "\(path)")
        }
        #expect(first.stderr.contains("snap: test: Views/Shapes.swift: 2 recorded"))
        #expect(first.stderr.contains("3 snapshots of 2 files: 3 recorded"))
        let red = try PNG.decode(Data(contentsOf: files.directory.appendingPathComponent("Views/__Snapshots__/Shapes/Red.png")))
        #expect(red.width == 60 && red.height == 60)

        let second = try files.run(["test", "Views", "--scale", "1"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try report().entries.map(\.outcome) == [.passed, .passed, .passed])

        // An edited view fails, with reference, actual and diff in the report and a JUnit failure.
        try write("Views/Shapes.swift", Self.shapes(red: "green"))
        let edited = try files.run(["test", "Views", "--scale", "1"])
        #expect(edited.status == 1, "\(edited.stderr)")
        let failed = try #require(try report().entries.first { $0.outcome == .failed })
        #expect(failed.suite == "Shapes" && failed.test == "Red" && failed.name == "default" && failed.file == "Views/Shapes.swift")
        #expect(failed.differingPixels == 3600 && failed.totalPixels == 3600)
        for image in [failed.reference, failed.actual, failed.diff] {
            let path = try #require(image)
            #expect(exists(".build/snap-test/" + path), "\(path)")
        }
        let junit = try String(contentsOf: files.directory.appendingPathComponent(".build/snap-test/snapshot-report.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="Views.Shapes" name="Red.default" file="Views/Shapes.swift" line="0"><failure"#))

        // A deleted preview leaves an orphan, listed; --prune removes it only in a run of the whole set.
        try write("Views/Shapes.swift", Self.shapes(red: "green", background: false))
        let orphan = try files.run(["test", "Views", "--scale", "1", "--record", "failed"])
        #expect(orphan.status == 0, "\(orphan.stderr)")
        #expect(try report().entries.filter { $0.outcome == .orphaned }.map(\.test) == ["Background"])
        let refused = try files.run(["test", "Views", "--scale", "1", "--prune", "--skip", "**/Badge.swift"])
        #expect(refused.status == 6 && refused.stderr.contains("--prune needs a run of every preview"))
        let pruned = try files.run(["test", "Views", "--scale", "1", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stderr.contains("pruned 1 orphaned reference"))
        #expect(!exists("Views/__Snapshots__/Shapes/Background.png") && exists("Views/__Snapshots__/Shapes/Red.png"))

        // Shards split the files the same way each time and together take each once.
        let shards = try (1...2).map { try files.run(["test", "Views", "--scale", "1", "--shard", "\($0)/2", "--report", "shard\($0)"]) }
        let taken = try (1...2).flatMap { try report("shard\($0)").entries.map(\.file) }
        #expect(shards.allSatisfy { $0.status == 0 || $0.status == 8 })
        #expect(taken.sorted() == ["Views/Nested/Badge.swift", "Views/Shapes.swift"])
    }

    @Test func theReportAndTheLinesAreTheSameWhateverTheJobs() throws {
        try write("Views/Shapes.swift", Self.shapes())
        try write("Views/Nested/Badge.swift", GalleryCommandTests.badge)
        let recorded = try files.run(["test", "Views", "--scale", "1", "--color-scheme", "light,dark", "--record", "--jobs", "1"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // Two programs (a folder module each), each plan cut into up to `jobs` parts, run at once.
        for jobs in [1, 2, 3] {
            let run = try files.run(["test", "Views", "--scale", "1", "--color-scheme", "light,dark", "--jobs", "\(jobs)",
                                     "--report", "jobs"])
            #expect(run.status == 0 && run.stderr == "snap: test: Views/Nested/Badge.swift: 2 passed\n" +
                "snap: test: Views/Shapes.swift: 4 passed\n" +
                "snap: test: 6 snapshots of 2 files: 6 passed; report: \(files.directory.path)/jobs/snapshot-report.html\n",
                "\(run.stderr)")
            #expect(try report("jobs").entries.map { "\($0.test).\($0.name)" } == [
                "Badge.default", "Badge.dark", "Red.default", "Background.default", "Red.dark", "Background.dark"])
        }
        let bad = try files.run(["test", "Views", "--jobs", "0"])
        #expect(bad.status == 6 && bad.stderr == "snap: error: --jobs must be from 1 to 64\n")
    }

    @Test func aMatrixNamesEachVariantAndRightToLeftMirrors() throws {
        try write("Views/Pair.swift", """
            import SwiftUI

            #Preview("Pair", traits: .sizeThatFitsLayout) {
                HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
            }
            """)
        try write("snap-test.json",
                  #"{"colorSchemes": ["light", "dark"], "dynamicTypeSizes": ["large", "accessibility3"], "locales": ["ar_EG"]}"#)
        let result = try files.run(["test", "--record", "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let folder = files.directory.appendingPathComponent("Views/__Snapshots__/Pair")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
            "Pair.accessibility3.ar_EG.png", "Pair.ar_EG.png", "Pair.dark.accessibility3.ar_EG.png", "Pair.dark.ar_EG.png"])
        // Arabic lays out right to left: the first view, red, is on the right.
        let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("Pair.ar_EG.png")))
        #expect(image.width == 40)
        // iOS 26's red (255,56,60) and blue (0,136,255), packed as ABGR.
        #expect(image.pixels[30] & 0xFF_FFFF == 0x3C_38_FF && image.pixels[10] & 0xFF_FFFF == 0xFF_88_00)

        // A bad configuration is one line and its own exit code.
        try write("snap-test.json", #"{"colorScheme": ["dark"]}"#)
        let bad = try files.run(["test"])
        #expect(bad.status == 22 && bad.stderr == "snap: error: snap-test.json: unknown key \"colorScheme\" (did you mean " +
            "\"colorSchemes\"?); known: $schema, references, colorSchemes, dynamicTypeSizes, locales, devices, orientations, design, " +
            "scale, precision, perceptualPrecision, include, exclude, marked, timeout, previews\n")
    }

    @Test func aPreviewThatTrapsFailsAloneAndTheRunGoesOn() throws {
        try write("Views/Traps.swift", """
            import SwiftUI

            #Preview("Before", traits: .sizeThatFitsLayout) { Color.red.frame(width: 10, height: 10) }
            struct Trap: View {
                var samples: [String] = []
                var body: Text {
                    guard let first = samples.first else { fatalError("no sample data") }
                    return Text(first)
                }
            }

            #Preview("Trap", traits: .sizeThatFitsLayout) { Trap() }
            #Preview("After", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 10, height: 10) }
            """)
        let result = try files.run(["test", "Views", "--scale", "1", "--color-scheme", "light,dark", "--record"])
        #expect(result.status == 13, "\(result.stderr)")
        let entries = try report().entries
        #expect(entries.filter { $0.outcome == .recorded }.map { "\($0.test).\($0.name)" }.sorted()
            == ["After.dark", "After.default", "Before.dark", "Before.default"])
        let crashed = entries.filter { $0.outcome == .crashed }
        #expect(crashed.map(\.name).sorted() == ["dark", "default"] && crashed.allSatisfy { $0.test == "Trap" })
        #expect(crashed.first?.message?.contains("no sample data") == true, "\(crashed)")
    }
}
