import Foundation
import SnapshotReporting

/// Says each file's progress line as soon as every variant of it is checked, in file order,
/// whichever of the plan parts running at once checked it (`TestPlan.render`): the lines come
/// in the same order on every run, and the first as soon as the first file is done, not when
/// its program ends.
final class FileLines: @unchecked Sendable {
    private let lock = NSLock()
    /// The files in plan order, and how many of each one's items are not checked yet.
    private var files: [URL] = []
    private var remaining: [URL: Int] = [:]
    private var entries: [URL: [SnapshotReport.Entry]] = [:]
    private var next = 0
    private let say: (URL, [SnapshotReport.Entry]) -> Void

    /// `items`: each plan item's file, in plan order.
    init(items: [URL], say: @escaping (URL, [SnapshotReport.Entry]) -> Void) {
        for file in items {
            if remaining[file] == nil { files.append(file) }
            remaining[file, default: 0] += 1
        }
        self.say = say
    }

    /// One item of `file` is checked, with these entries; says every file now done whose
    /// earlier files are all said.
    func checked(_ file: URL, entries new: [SnapshotReport.Entry]) {
        lock.lock()
        defer { lock.unlock() }
        entries[file, default: []] += new
        remaining[file, default: 1] -= 1
        while next < files.count, remaining[files[next]] == 0 {
            say(files[next], entries.removeValue(forKey: files[next]) ?? [])
            next += 1
        }
    }
}
