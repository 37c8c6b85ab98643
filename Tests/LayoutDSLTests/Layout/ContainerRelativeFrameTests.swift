@testable import LayoutDSL
import Testing

/// `containerRelativeFrame` measures against the nearest scroll view's viewport less its
/// content margins, or the proposal outside any scroll view.
struct ContainerRelativeFrameTests {
    func pageWidths<V: View>(_ pages: V) throws -> [CGFloat] {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { pages }
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .frame(width: 300, height: 100)
        let tree = try resolve(view, 300, 100)
        return tree.allNodes.filter { $0.id?.hasPrefix("page") == true }.map(\.frame.width)
    }

    @Test func fullContainerLessMargins() throws {
        #expect(try pageWidths(Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("page")) == [260])
    }

    @Test func columnsAndSpans() throws {
        let widths = try pageWidths(Group {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).accessibilityIdentifier("page1")
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("page2")
        })
        // (260 − 10) / 2 = 125; 2 × (260 − 20) / 3 + 10 = 170.
        #expect(widths == [125, 170])
    }

    @Test func closureGetsTheContainerLength() throws {
        let widths = try pageWidths(Color.red.containerRelativeFrame(.horizontal) { length, axis in
            axis == .horizontal ? length * 0.5 : 0
        }.accessibilityIdentifier("page"))
        #expect(widths == [130])
    }

    @Test func otherAxisFollowsTheContent() throws {
        let view = ScrollView(.horizontal) {
            Color.red.frame(height: 40).containerRelativeFrame(.horizontal).accessibilityIdentifier("page")
        }
        .frame(width: 300, height: 100)
        let tree = try resolve(view, 300, 100)
        #expect(frame(tree, "page").size == CGSize(width: 300, height: 40))
    }

    @Test func withoutAScrollViewTheProposalIsTheContainer() throws {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], count: 4, spacing: 0)
            .accessibilityIdentifier("quarter")
        let tree = try resolve(view, 200, 100)
        #expect(frame(tree, "quarter").size == CGSize(width: 50, height: 25))
    }

    @Test func badCountsAreClamped() throws {
        #expect(try pageWidths(Color.red.containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: 10)
            .accessibilityIdentifier("page")) == [260])
    }
}
