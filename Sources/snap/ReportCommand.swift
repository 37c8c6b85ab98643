import ArgumentParser
import Foundation
import SnapRuntime
import SnapshotReporting

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with snapshot reports.", subcommands: [Merge.self])

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge", abstract: "Join the snapshot reports of a suite's shards into one.",
            discussion: """
            Each FOLDER is where a shard's `swift test` wrote its report ($SNAPSHOT_ARTIFACTS). The merged \
            report (snapshot-report.html, .xml and .json, with the images they show) is written to --output. \
            Exits 0 when every merged snapshot passed, 1 when some did not.
            """)

        @Argument(help: "The shards' report folders.") var folders: [String]
        @Option(name: .shortAndLong, help: "Where the merged report goes.") var output: String

        func run() throws {
            let contents: SnapshotReport.Contents
            do {
                contents = try SnapshotReport.merge(folders.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                                    into: URL(fileURLWithPath: output, isDirectory: true))
            } catch let error as SnapshotReport.MergeError {
                throw SnapError(.unreadableFile, error.description)
            } catch {
                throw SnapError(.unwritableOutput, "cannot write the merged report to \(output): \(error.localizedDescription)")
            }
            let problems = contents.entries.filter(\.outcome.fails).count
            print("\(contents.entries.count) snapshots from \(folders.count) reports, \(problems) not passed: " +
                "\(output)/\(SnapshotReport.pageName)")
            if problems > 0 { throw SnapError(.mismatch, "\(problems) of \(contents.entries.count) snapshots did not pass") }
        }
    }
}
