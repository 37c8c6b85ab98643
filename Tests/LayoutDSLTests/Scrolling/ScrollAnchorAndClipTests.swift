@testable import LayoutDSL
import Testing

/// `defaultScrollAnchor` sets where a scroll view starts; `scrollClipDisabled` leaves its
/// content unclipped.
struct ScrollAnchorAndClipTests {
    func rows(anchor: UnitPoint?) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Color.blue.frame(height: 100).accessibilityIdentifier("row\(index)")
                }
            }
        }
        .defaultScrollAnchor(anchor)
    }

    @Test func bottomAnchorStartsAtTheEnd() throws {
        let tree = try resolve(rows(anchor: .bottom), 300, 250)
        #expect(frame(tree, "row9").maxY == 250)
        #expect(frame(tree, "row0").minY == -750)
    }

    @Test func centerAnchorStartsHalfway() throws {
        let tree = try resolve(rows(anchor: .center), 300, 250)
        #expect(frame(tree, "row0").minY == -375)
    }

    @Test func withoutAnAnchorTheTopShows() throws {
        let tree = try resolve(rows(anchor: nil), 300, 250)
        #expect(frame(tree, "row0").minY == 0)
    }

    @Test func shortContentSitsAtTheAnchor() throws {
        func top(_ anchor: UnitPoint?) throws -> CGFloat {
            let view = ScrollView { Color.blue.frame(height: 100).accessibilityIdentifier("only") }.defaultScrollAnchor(anchor)
            return frame(try resolve(view, 300, 250), "only").minY
        }
        #expect(try top(.bottom) == 150)
        #expect(try top(.center) == 75)
        #expect(try top(nil) == 0)
    }

    @Test func scrollingAfterwardsIsNotUndone() throws {
        let host = ViewHost(rows(anchor: .bottom), canvasSize: CGSize(width: 300, height: 250))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let tree = try host.update()
        #expect(frame(tree, "row0").minY == -100)
    }

    @Test func clipDisabledLeavesTheViewportUnclipped() throws {
        func clip(_ disabled: Bool) throws -> ClipShape? {
            let view = ScrollView { Color.blue.frame(height: 500) }.scrollClipDisabled(disabled)
            return try resolve(view, 300, 250).allNodes.first { $0.type == "ScrollView" }?.display.clip
        }
        #expect(try clip(false) != nil)
        #expect(try clip(true) == nil)
    }
}
