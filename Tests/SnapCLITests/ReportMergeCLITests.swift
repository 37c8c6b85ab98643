import Foundation
import SnapshotReporting
import Testing

/// `snap report merge`: shards' reports joined into one, with one line and an exit code.
struct ReportMergeCLITests {
    let snap = SnapFileTests()

    func shard(_ name: String, _ outcome: SnapshotReport.Outcome) throws {
        let entry = SnapshotReport.Entry(suite: "\(name)Tests", test: "test()", name: "1", library: "XCTest",
                                         file: "Demo/\(name)Tests.swift", line: 3, outcome: outcome)
        try SnapshotReport.write(SnapshotReport.Contents(run: name, started: Date(timeIntervalSince1970: 0), entries: [entry]),
                                 to: snap.directory.appendingPathComponent(name))
    }

    @Test func mergesShardsAndExitsByTheirOutcomes() throws {
        try shard("one", .passed)
        try shard("two", .passed)
        try shard("three", .failed)
        let passed = try snap.run(["report", "merge", "one", "two", "-o", "merged"])
        #expect(passed.status == 0 && passed.stdout == "2 snapshots from 2 reports, 0 not passed: merged/snapshot-report.html\n", "\(passed.stderr)")
        #expect(try SnapshotReport.read(snap.directory.appendingPathComponent("merged")).entries.count == 2)
        let failed = try snap.run(["report", "merge", "one", "two", "three", "-o", "all"])
        #expect(failed.status == 1 && failed.stderr.hasSuffix("1 of 3 snapshots did not pass\n"), "\(failed.stderr)")
        let missing = try snap.run(["report", "merge", "one", "nowhere", "-o", "out"])
        #expect(missing.status == 7 && missing.stderr.contains("nowhere holds no snapshot report (snapshot-report.json) that can be read"),
                "\(missing.stderr)")
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }
}
