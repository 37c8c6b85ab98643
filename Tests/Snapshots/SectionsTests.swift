import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// List sections: headers pin to the top of the list and are pushed out by the next section.
@Suite(.snapshotDesign(.compatibility))
struct SectionsTests {
    @Test func pinnedHeaders() throws {
        let frames = try assertSnapshots(of: SectionsScene(), sequence: ScrollSequence(y: [0, 150, 300]), canvas: canvas(390, 400))
        func headers(_ frame: Int) -> [CGFloat] {
            frames[frame].tree.allNodes.filter { $0.type == "Section" }.compactMap { $0.children.last?.frame.minY }
        }
        let headerHeight = try #require(frames[0].tree.allNodes.first { $0.type == "Section" }?.children.last?.frame.height)
        // At rest: each header at the start of its section, after five 44-point rows of the first.
        #expect(headers(0).prefix(2) == [0, headerHeight + 5 * 44])
        // Scrolled into the first section, its header stays at the top.
        #expect(headers(1).first == 0)
        // Past it, the second section's header is pinned and the first is gone or pushed out.
        #expect(headers(2).contains(0))
        #expect(headers(2).allSatisfy { $0 >= 0 || $0 <= -headerHeight })
    }
}
