import LayoutDSL
import Testing

struct ScrollPositionIDTests {
    final class Position { var id: Int? }

    /// 100 rows of 50 points in a 300-point viewport, the stack marked as the target layout.
    struct Rows: View {
        let position: Position
        let anchor: UnitPoint?
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { index in
                        Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { position.id }, set: { position.id = $0 }), anchor: anchor)
        }
    }

    /// Scrolling writes the id of the top-most row reaching past the top of the viewport; the
    /// binding stays nil until the view scrolls, as in SwiftUI.
    @Test func scrollingUpdatesTheBinding() throws {
        let position = Position()
        let host = ViewHost(Rows(position: position, anchor: nil), canvasSize: CGSize(width: 390, height: 300))
        _ = try host.update()
        #expect(position.id == nil)
        host.setScrollOffset(CGPoint(x: 0, y: 120))
        _ = try host.update()
        #expect(position.id == 2)
        host.setScrollOffset(CGPoint(x: 0, y: 150))
        _ = try host.update()
        #expect(position.id == 3)
    }

    /// With a centre anchor the row at the middle of the viewport is the position.
    @Test func anchorPicksTheRowAtThatPoint() throws {
        let position = Position()
        let host = ViewHost(Rows(position: position, anchor: .center), canvasSize: CGSize(width: 390, height: 300))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 120))
        _ = try host.update()
        // The middle of the viewport is content y 270: row 5 (250…300).
        #expect(position.id == 5)
    }

    /// Setting the binding scrolls the row to the top (or to the anchor), clamped to the content.
    @Test func settingTheBindingScrolls() throws {
        let position = Position()
        position.id = 10
        let host = ViewHost(Rows(position: position, anchor: nil), canvasSize: CGSize(width: 390, height: 300))
        #expect(try host.update().node(id: "row10")?.frame.minY == 0)
        position.id = 12
        let tree = try host.update()
        #expect(tree.node(id: "row12")?.frame.minY == 0)
        #expect(position.id == 12)
        // The last row cannot reach the top: the offset stops at the end of the content.
        position.id = 99
        #expect(try host.update().node(id: "row99")?.frame.maxY == 300)
    }

    /// `ScrollViewProxy.scrollTo` reaches a lazy row that was never built, by the stack's estimate.
    @Test func scrollToFindsUnbuiltLazyRows() throws {
        let host = ViewHost(ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { index in
                        Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
            }
            .onAppear { proxy.scrollTo(60, anchor: .top) }
        }, canvasSize: CGSize(width: 390, height: 300))
        let tree = try host.update()
        #expect(tree.node(id: "row60")?.frame.minY == 0)
        #expect(tree.node(id: "row0") == nil)
    }
}
