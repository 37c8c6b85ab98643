import LayoutDSL
import Testing

/// iOS 18's `ScrollPosition`: the program scrolls to an edge, a point or a view's id; the
/// user's scrolling is written back as positioned by the user, with the top-most target's id
/// when its type is the position's.
struct ScrollPositionTests {
    final class Box { var position: ScrollPosition; init(_ position: ScrollPosition) { self.position = position } }

    /// 100 rows of 50 points (5,000 in all) in a 300-point viewport, the stack marked as the
    /// target layout.
    struct Rows: View {
        let box: Box
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { index in
                        Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(Binding(get: { box.position }, set: { box.position = $0 }))
        }
    }

    func host(_ position: ScrollPosition) -> (ViewHost, Box) {
        let box = Box(position)
        return (ViewHost(Rows(box: box), canvasSize: CGSize(width: 390, height: 300)), box)
    }

    @Test func startsAtAnEdgeOrAPoint() throws {
        let (bottom, _) = host(ScrollPosition(edge: .bottom))
        #expect(try bottom.update().node(id: "row99")?.frame.maxY == 300)
        let (point, box) = host(ScrollPosition(y: 120))
        #expect(try point.update().node(id: "row2")?.frame.minY == -20)
        #expect(box.position.point == CGPoint(x: 0, y: 120) && !box.position.isPositionedByUser)
        // A point past the end stops at the end of the content.
        let (far, _) = host(ScrollPosition(y: 1e6))
        #expect(try far.update().node(id: "row99")?.frame.maxY == 300)
    }

    @Test func scrollToMovesTheView() throws {
        let (host, box) = host(ScrollPosition(idType: Int.self))
        #expect(try host.update().node(id: "row0")?.frame.minY == 0)
        box.position.scrollTo(id: 30)
        #expect(try host.update().node(id: "row30")?.frame.minY == 0)
        #expect(box.position.viewID(type: Int.self) == 30)
        box.position.scrollTo(edge: .bottom)
        #expect(try host.update().node(id: "row99")?.frame.maxY == 300)
        #expect(box.position.edge == .bottom)
        box.position.scrollTo(y: 250)
        #expect(try host.update().node(id: "row5")?.frame.minY == 0)
        box.position.scrollTo(edge: .top)
        #expect(try host.update().node(id: "row0")?.frame.minY == 0)
    }

    @Test func theUsersScrollingIsWrittenBack() throws {
        let (host, box) = host(ScrollPosition(idType: Int.self, edge: .top))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 120))
        _ = try host.update()
        #expect(box.position.isPositionedByUser)
        #expect(box.position.edge == nil && box.position.point == nil)
        #expect(box.position.viewID(type: Int.self) == 2)
        // A position whose id type is not the rows' reports no view.
        let (other, otherBox) = self.host(ScrollPosition(idType: String.self))
        _ = try other.update()
        other.setScrollOffset(CGPoint(x: 0, y: 120))
        _ = try other.update()
        #expect(otherBox.position.isPositionedByUser && otherBox.position.viewID == nil)
    }

    /// Writing `isPositionedByUser` lets go of the edge or point, as SwiftUI documents.
    @Test func positionedByUserDropsEdgeAndPoint() {
        var position = ScrollPosition(edge: .bottom)
        position.isPositionedByUser = true
        #expect(position.edge == nil)
        position.scrollTo(x: 10, y: 20)
        #expect(position.point == CGPoint(x: 10, y: 20) && !position.isPositionedByUser)
    }

    /// iOS 26's `x` and `y`: the coordinates a position was given, nil for one it was not; a
    /// scroll to one coordinate leaves the other axis where the scroll view is.
    @Test func oneCoordinateLeavesTheOtherAxisInPlace() throws {
        #expect(ScrollPosition(y: 120).y == 120 && ScrollPosition(y: 120).x == nil)
        #expect(ScrollPosition(x: 8, y: 9).x == 8 && ScrollPosition(point: CGPoint(x: 8, y: 9)).y == 9)
        #expect(ScrollPosition(edge: .top).x == nil && ScrollPosition(edge: .top).y == nil)
        final class Grid { var position = ScrollPosition(x: 0, y: 0) }
        let grid = Grid()
        let view = ScrollView([.horizontal, .vertical]) {
            Color.gray.frame(width: 2000, height: 2000).accessibilityIdentifier("content")
        }
        .scrollPosition(Binding(get: { grid.position }, set: { grid.position = $0 }))
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 300))
        grid.position.scrollTo(x: 400, y: 700)
        #expect(try host.update().node(id: "content")?.frame.origin == CGPoint(x: -400, y: -700))
        grid.position.scrollTo(y: 100)
        #expect(grid.position.x == nil && grid.position.y == 100)
        #expect(try host.update().node(id: "content")?.frame.origin == CGPoint(x: -400, y: -100))
        grid.position.scrollTo(x: 50)
        #expect(try host.update().node(id: "content")?.frame.origin == CGPoint(x: -50, y: -100))
    }
}
