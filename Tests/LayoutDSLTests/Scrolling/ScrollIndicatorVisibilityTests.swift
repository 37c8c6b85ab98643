@testable import LayoutDSL
import Testing

/// `scrollIndicators(.hidden)` keeps a scroll view's indicators undrawn even when the host
/// draws them; `.automatic` and `.visible` draw them, and the setting is per axis.
struct ScrollIndicatorVisibilityTests {
    func indicatorItems(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) throws -> Int {
        let view = ScrollView { Color.blue.frame(height: 2000) }.scrollIndicators(visibility, axes: axes)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        host.showsScrollIndicators = true
        let tree = try host.update()
        return try #require(tree.allNodes.first { $0.type == "ScrollView" }).display.content.count
    }

    @Test func hiddenAndNeverDrawNone() throws {
        #expect(try indicatorItems(.hidden) == 0)
        #expect(try indicatorItems(.never) == 0)
    }

    @Test func automaticAndVisibleDrawTheBar() throws {
        #expect(try indicatorItems(.automatic) == 1)
        #expect(try indicatorItems(.visible) == 1)
    }

    @Test func hidingTheOtherAxisKeepsThisOne() throws {
        #expect(try indicatorItems(.hidden, axes: .horizontal) == 1)
    }
}
