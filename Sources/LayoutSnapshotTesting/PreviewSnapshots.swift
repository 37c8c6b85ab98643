import Foundation
import SnapshotReporting
import Synchronization
import Testing

/// Every preview of a module as a Swift Testing test, each preview and variant a case of one
/// parameterized test, with `snap test`'s references, matrix, configuration and report:
///
///     @Test(arguments: PreviewSnapshots.all("Views"))
///     func preview(_ snapshot: PreviewSnapshot) { assertPreviewSnapshot(snapshot) }
///
/// The previews are `snap test`'s, run once per test process by the `snap` on `PATH` (or
/// `$SNAP`): a `#Preview` expands to a function private to its file, so only `snap`, which
/// compiles each file with its module and the list of its previews, can call every one. The
/// test passes and fails as `snap test` does, with the same files, because it is `snap test`:
/// `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS` reach it unchanged.
public enum PreviewSnapshots {
    /// The snapshots of `snap test` on `paths` (relative to the package's root, the folder
    /// holding the `Package.swift` above `filePath`), with `arguments` added to its command line
    /// (`--color-scheme light,dark`, `--filter …`). A run that ends before writing its report (no
    /// `snap`, a bad configuration) is one failing case carrying its error.
    public static func all(_ paths: String..., arguments: [String] = [], filePath: StaticString = #filePath) -> [PreviewSnapshot] {
        let root = packageRoot(above: URL(fileURLWithPath: "\(filePath)"))
        let key = ([root.path] + paths + ["--"] + arguments).joined(separator: "\u{0}")
        return runs.withLock { runs in
            if let cached = runs[key] { return cached }
            let snapshots = run(paths, arguments: arguments, in: root)
            runs[key] = snapshots
            return snapshots
        }
    }

    private static let runs = Mutex<[String: [PreviewSnapshot]]>([:])

    /// The folder holding the nearest `Package.swift` above `file`; else the file's folder.
    static func packageRoot(above file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    static func run(_ paths: [String], arguments: [String], in root: URL,
                    environment: [String: String] = ProcessInfo.processInfo.environment) -> [PreviewSnapshot] {
        let report = URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            .appendingPathComponent("preview-snapshots-\(ProcessInfo.processInfo.processIdentifier)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [environment["SNAP"] ?? "snap", "test", "--quiet", "--report", report.path] + paths + arguments
        process.currentDirectoryURL = root
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            return [.failure("cannot run snap (\(error.localizedDescription)); install it (scripts/install.sh) or set $SNAP")]
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let contents = try? SnapshotReport.read(report) else {
            let line = stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            return [.failure("snap test wrote no report: \(line)")]
        }
        // As `snap test` decides (its `RecordMode`): a record mode given on its command line or in
        // the environment it ran with, whatever the environment of this test process.
        let asked = arguments.contains("--record") || !(environment["SNAPSHOT_TESTING_RECORD"] ?? "").isEmpty
        return contents.entries.filter { $0.outcome != .orphaned }.map {
            PreviewSnapshot(entry: $0, report: report, recordingAsked: asked)
        }
    }
}

/// One preview in one variant, as `snap test` checked it.
public struct PreviewSnapshot: Sendable, CustomTestStringConvertible {
    public let entry: SnapshotReport.Entry
    /// The report's folder, where the entry's images are.
    public let report: URL
    /// Whether the run was asked to record (`--record`, `SNAPSHOT_TESTING_RECORD`): a recording
    /// then passes, as it does not fail `snap test` either.
    public let recordingAsked: Bool

    public var testDescription: String { "\(entry.file) \(entry.test) (\(entry.name))" }

    static func failure(_ message: String) -> PreviewSnapshot {
        PreviewSnapshot(entry: SnapshotReport.Entry(suite: "snap test", test: "previews", name: "all", library: "Swift Testing",
                                                    file: "", line: 0, outcome: .error, message: message),
                        report: URL(fileURLWithPath: NSTemporaryDirectory()), recordingAsked: false)
    }
}

/// Fails the running test unless `snap test` passed the snapshot (or recorded it when asked to),
/// with its message and, for a difference, the reference, actual and diff images as attachments.
public func assertPreviewSnapshot(_ snapshot: PreviewSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    let entry = snapshot.entry
    if entry.outcome == .passed || (entry.outcome == .recorded && snapshot.recordingAsked) { return }
    for (image, suffix) in [(entry.reference, "reference"), (entry.actual, "actual"), (entry.diff, "diff")] {
        guard let image, let data = FileManager.default.contents(atPath: snapshot.report.appendingPathComponent(image).path) else {
            continue
        }
        Attachment.record(Array(data), named: "\(entry.test).\(entry.name).\(suffix).png", sourceLocation: sourceLocation)
    }
    Issue.record(Comment(rawValue: "\(entry.file) \(entry.test) (\(entry.name)): \(entry.outcome.rawValue). \(entry.message ?? "")"),
                 sourceLocation: sourceLocation)
}
