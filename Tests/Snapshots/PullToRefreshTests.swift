import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// Seed 004: the arrow's angle per frame of a pull, the frame refreshing starts on, the spinner,
/// and the content held below the spinner after release.
@Suite(.snapshotDesign(.compatibility))
struct PullToRefreshTests {
    /// Pull 0, 10, … 120 points and back to 0: offsets are the pull negated (overscroll).
    static let pulls: [CGFloat] = Array(stride(from: 0, through: 120, by: 10)) + Array(stride(from: 110, through: 0, by: -10))

    @Test func pullSequence() throws {
        let frames = try assertSnapshots(of: PullToRefreshScene(), sequence: ScrollSequence(y: Self.pulls.map { -$0 }),
                                         canvas: canvas(390, 500))
        #expect(frames.count == 25)
        for (index, frame) in frames.enumerated() {
            let pull = Self.pulls[index]
            let tree = frame.tree
            let refreshing = index >= 9
            // Refreshing starts on the frame whose pull crosses 80: 90 points, frame 9.
            #expect((tree.node(id: "spinner") != nil) == refreshing, "frame \(index)")
            if !refreshing {
                let arrow = try #require(tree.node(id: "arrow"))
                let expected = RefreshableScrollView<EmptyView>.rotation(pull: pull, threshold: 80).degrees
                #expect(abs(arrow.rotationDegrees - expected) < 1e-6, "frame \(index): \(arrow.rotationDegrees) vs \(expected)")
            }
        }
        // Angles at the checkpoints of the original's function: none below 48, 180 from 80.
        #expect(RefreshableScrollView<EmptyView>.rotation(pull: 40, threshold: 80).degrees == 0)
        #expect(RefreshableScrollView<EmptyView>.rotation(pull: 60, threshold: 80).degrees == 67.5)
        #expect(RefreshableScrollView<EmptyView>.rotation(pull: 80, threshold: 80).degrees == 180)
        // Released back to 0 while refreshing: the content stays 80 points down, below the spinner.
        let last = frames[24].tree
        #expect(close(last.frame("content")?.minY, 80))
        #expect(close(frames[8].tree.frame("content")?.minY, 80))   // pulled 80 before refreshing
        #expect(close(frames[0].tree.frame("content")?.minY, 0))
    }
}
