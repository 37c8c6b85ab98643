import Foundation
import LayoutSnapshotTesting
import Testing
import TestSupport

/// `SnapshotReport.merge`: the reports of two shards joined into one, with their images.
struct SnapshotReportMergeTests {
    let temporary = TemporaryDirectory("snapshot-merge")

    func shard(_ name: String, run: String, started: TimeInterval, entries: [SnapshotReport.Entry]) throws -> URL {
        let root = temporary.url.appendingPathComponent(name)
        for path in entries.flatMap({ [$0.reference, $0.actual, $0.diff].compactMap { $0 } }) {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\(name)/\(path)".utf8).write(to: file)
        }
        try SnapshotReport.write(SnapshotReport.Contents(run: run, started: Date(timeIntervalSince1970: started), entries: entries), to: root)
        return root
    }

    func entry(_ suite: String, _ test: String, _ outcome: SnapshotReport.Outcome, images: Bool = false) -> SnapshotReport.Entry {
        SnapshotReport.Entry(suite: suite, test: test, name: "1", library: "Swift Testing", file: "Demo/\(suite).swift", line: 10,
                             outcome: outcome, reference: images ? "\(suite)/\(test).1.reference.png" : nil,
                             actual: images ? "\(suite)/\(test).1.png" : nil, diff: images ? "\(suite)/\(test).1.diff.png" : nil)
    }

    @Test func joinsEntriesAndImages() throws {
        let one = try shard("one", run: "run-a", started: 2_000, entries: [entry("CardTests", "card()", .passed)])
        let two = try shard("two", run: "run-b", started: 1_000, entries: [entry("BadgeTests", "badge()", .failed, images: true),
                                                                          entry("CardTests", "card()", .failed)])
        let output = temporary.url.appendingPathComponent("merged")
        let merged = try SnapshotReport.merge([one, two], into: output)
        // The card's entry is in both: the later folder's wins.
        #expect(merged.entries.map { "\($0.suite) \($0.outcome.rawValue)" }.sorted() == ["BadgeTests failed", "CardTests failed"])
        #expect(merged.run == "merged: run-a + run-b" && merged.started == Date(timeIntervalSince1970: 1_000))
        #expect(try SnapshotReport.read(output) == merged)
        let actual = output.appendingPathComponent("BadgeTests/badge().1.png")
        #expect(try String(contentsOf: actual, encoding: .utf8) == "two/BadgeTests/badge().1.png")
        let page = try String(contentsOf: output.appendingPathComponent(SnapshotReport.pageName), encoding: .utf8)
        #expect(page.contains("badge()") && page.contains("card()") && page.contains("2 need attention"))
        let junit = try String(contentsOf: output.appendingPathComponent(SnapshotReport.junitName), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
    }

    @Test func aFolderWithoutAReportIsNamed() throws {
        let empty = temporary.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect { try SnapshotReport.merge([empty], into: temporary.url.appendingPathComponent("out")) } throws: { error in
            "\(error)" == "\(empty.path) holds no snapshot report (snapshot-report.json) that can be read"
        }
    }
}
