import LayoutDSL
import Testing

/// Custom alignment guides across stacks (R19).
struct AlignmentTests {
    /// A custom alignment guide lines up views in different stacks (R19: custom guides
    /// propagate out of containers).
    enum MidAccent: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test func customAlignmentAcrossStacks() throws {
        let accent = VerticalAlignment(MidAccent.self)
        let tree = try resolve(HStack(alignment: accent, spacing: 0) {
            Color.red.frame(width: 10, height: 40).accessibilityIdentifier("left")
            VStack(spacing: 0) {
                Color.gray.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("marker")
                    .alignmentGuide(accent) { $0[VerticalAlignment.center] }
                Color.gray.frame(width: 10, height: 30)
            }
        }, 100, 200)
        // The marker's centre (35 into the VStack) meets the left bar's centre (20).
        #expect(frame(tree, "marker").midY == frame(tree, "left").midY)
    }
}
