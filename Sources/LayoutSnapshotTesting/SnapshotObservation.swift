import Foundation
import Render
import Synchronization

/// What the strategy saw during one assertion: the image it rendered and, when it compared,
/// the reference and the comparison. `verifySnapshot` installs one for the duration of
/// swift-snapshot-testing's own `verifySnapshot` (a task-local value, so concurrent tests each
/// see their own), since that function hands the report nothing but a message.
final class SnapshotObservation: Sendable {
    @TaskLocal static var current: SnapshotObservation?

    struct Comparison: Sendable {
        var reference: Data
        var difference: ImageDifference
        var diff: Data
    }

    let artifacts: SnapshotArtifacts
    private let state = Mutex<(actual: Data?, comparison: Comparison?)>((nil, nil))

    init(artifacts: SnapshotArtifacts) { self.artifacts = artifacts }

    func noteActual(_ data: Data) { state.withLock { $0.actual = data } }
    func noteComparison(_ comparison: Comparison) { state.withLock { $0.comparison = comparison } }

    var actual: Data? { state.withLock { $0.actual } }
    var comparison: Comparison? { state.withLock { $0.comparison } }
}
