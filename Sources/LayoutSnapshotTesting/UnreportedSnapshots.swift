import Foundation
import Synchronization
import Testing

/// Image snapshots this package's strategies take outside its own assertions. A test file that
/// does not `import LayoutSnapshotTesting` still sees the strategies (`.image(layout:)`…) when
/// another file of its target imports the module, since Swift makes extension members visible
/// module-wide, but its `assertSnapshot` is then swift-snapshot-testing's own, which hands the
/// report nothing: the snapshot cannot be listed. The first such snapshot of a process says so,
/// once, on standard error, naming the Swift Testing test where there is one.
enum UnreportedSnapshots {
    /// How many such snapshots this process took; the first is the one that warns.
    private static let taken = Mutex(0)
    static var count: Int { taken.withLock { $0 } }

    static func note() {
        guard SnapshotObservation.current == nil else { return }
        let first = taken.withLock { count in
            count += 1
            return count == 1
        }
        guard first else { return }
        let test = Test.current.map { " (in \($0.name))" } ?? ""
        FileHandle.standardError.write(Data("""
            warning: a snapshot\(test) was asserted with swift-snapshot-testing's own assertSnapshot, so it is not in the \
            snapshot report: add `import LayoutSnapshotTesting` to its test file (said once per test process)\n
            """.utf8))
    }
}
