import Foundation

extension SnapshotReport {
    /// Adds `entry` to `run`'s report and rewrites its page, JUnit file and JSON, under a lock
    /// every process of the run takes; the first entry of a new run starts a fresh report.
    public static func add(_ entry: Entry, to run: SnapshotRun) {
        try? FileManager.default.createDirectory(at: run.root, withIntermediateDirectories: true)
        FileLock.withLock(run.root.appendingPathComponent(".snapshot-report.lock")) {
            var contents = (try? read(run.root)).flatMap { $0.run == run.id ? $0 : nil }
                ?? Contents(run: run.id, started: Date(), entries: [])
            contents.entries.removeAll { $0.key == entry.key }
            contents.entries.append(entry)
            try? write(contents, to: run.root)
        }
    }
}
