import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One test run, as the report counts it: the test processes started by one `swift test`.
///
/// On Linux `swift test` runs the test bundle twice, XCTest first and then Swift Testing, each
/// in a process of its own (and `--parallel` starts one per test), so a run is not a process:
/// it is the set of processes sharing a parent, told apart from an earlier parent with the same
/// id by that parent's start time. Each snapshot of the run is added to the report under a lock
/// every process of the run takes, and the first one added by a new run starts a fresh report,
/// so the page never shows an earlier run's results. A test binary started twice by the same
/// shell counts as one run.
public struct SnapshotRun: Sendable, Equatable {
    /// Names the run in the report; equal for every process of the run.
    public var id: String
    /// Where the report, its images and swift-snapshot-testing's failed snapshots go.
    public var root: URL

    public init(id: String, root: URL) {
        self.id = id
        self.root = root
    }

    /// The run snapshots report to: this process's, in the folder where swift-snapshot-testing
    /// writes failed snapshots, `$SNAPSHOT_ARTIFACTS`, else the temporary directory (its rule, so
    /// each failed snapshot's image is written once, by it). A test that fails snapshots on
    /// purpose reports them to a run of its own with `SnapshotRun.$current.withValue(_:)`.
    @TaskLocal public static var current = SnapshotRun(
        id: parentIdentity() ?? "process-\(ProcessInfo.processInfo.processIdentifier)", root: failedSnapshotsRoot)

    /// Where swift-snapshot-testing writes the image of a failed snapshot, under
    /// `<TestFile>/<test>.<name>.png`.
    static let failedSnapshotsRoot = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)

    /// The parent's process id and start time (in clock ticks since boot), from procfs.
    static func parentIdentity() -> String? {
        guard let own = ProcStat(pid: "self"), let parent = ProcStat(pid: own.parentID) else { return nil }
        return "\(own.parentID)-\(parent.startTime)"
    }

    /// The fields of `/proc/<pid>/stat` the run needs (proc(5)): the parent (field 4) and the
    /// start time (field 22). The command name (field 2) is in parentheses and may hold spaces,
    /// so fields are counted after its closing parenthesis.
    struct ProcStat {
        let parentID: String, startTime: String

        init?(pid: String) {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            // fields[0] is field 3 (state).
            guard fields.count > 19 else { return nil }
            parentID = String(fields[1])
            startTime = String(fields[19])
        }
    }
}

/// An exclusive lock on a file, held across processes (flock(2)) and across threads of this
/// process (flock locks belong to the open file, so each holder opens its own).
enum FileLock {
    static func withLock<T>(_ url: URL, _ body: () throws -> T) rethrows -> T {
        let fd = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
