import Foundation
@testable import LayoutSnapshotTesting
import SnapshotReporting
import Testing

/// `PreviewSnapshots`: `snap test` as one parameterized Swift Testing test, passing and failing
/// as `snap test` does with the same references.
struct PreviewSnapshotsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-snapshots-\(UUID().uuidString)")

    /// The `snap` built beside this test bundle.
    static let snap: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("snap").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("snap").path
    }()

    func write(_ color: String) throws {
        let file = folder.appendingPathComponent("Sources/Views/Shapes.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            import SwiftUI

            #Preview("Tile", traits: .sizeThatFitsLayout) { Color.\(color).frame(width: 20, height: 20) }
            #Preview("Plain", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 20, height: 20) }
            """.utf8).write(to: file)
    }

    func run(_ record: String? = nil) -> [PreviewSnapshot] {
        var environment = ProcessInfo.processInfo.environment
        environment["SNAP"] = Self.snap
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        environment["SNAPSHOT_ARTIFACTS"] = folder.appendingPathComponent("artifacts").path
        environment["SNAPSHOT_TESTING_RECORD"] = record
        return PreviewSnapshots.run(["Sources"], arguments: ["--scale", "1"], in: folder, environment: environment)
    }

    @Test func eachPreviewIsACaseThatPassesAndFailsAsSnapTestDoes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("red")
        let recorded = run()
        #expect(recorded.map(\.testDescription).sorted() == ["Sources/Views/Shapes.swift Plain (default)",
                                                             "Sources/Views/Shapes.swift Tile (default)"])
        #expect(recorded.allSatisfy { $0.entry.outcome == .recorded })
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Views/__Snapshots__/Shapes/Tile.png").path))
        // Recorded without being asked: the case fails, as swift-snapshot-testing's first run does.
        withKnownIssue { assertPreviewSnapshot(recorded[0]) }

        let passed = run()
        #expect(passed.allSatisfy { $0.entry.outcome == .passed })
        for snapshot in passed { assertPreviewSnapshot(snapshot) }

        try write("green")
        let edited = run()
        let failed = try #require(edited.first { $0.entry.test == "Tile" })
        #expect(failed.entry.outcome == .failed && failed.entry.differingPixels == 400)
        #expect(edited.first { $0.entry.test == "Plain" }?.entry.outcome == .passed)
        withKnownIssue { assertPreviewSnapshot(failed) }
    }

    @Test func aRunWithoutSnapIsOneFailingCase() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["SNAP"] = "/nonexistent/snap"
        let snapshots = PreviewSnapshots.run(["Sources"], arguments: [], in: folder, environment: environment)
        #expect(snapshots.count == 1 && snapshots[0].entry.outcome == .error)
        // env's own line, whose quotes depend on the machine's locale.
        let message = snapshots[0].entry.message ?? ""
        #expect(message.hasPrefix("snap test wrote no report: /usr/bin/env: "), "\(message)")
        #expect(["’", "'"].contains { message.hasSuffix("/nonexistent/snap\($0): No such file or directory") }, "\(message)")
    }
}
