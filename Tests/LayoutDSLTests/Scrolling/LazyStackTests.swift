import LayoutDSL
import Testing

struct LazyStackTests {
    struct Rows: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)")
                    }
                }
            }
        }
    }

    func rows(_ count: Int, offset: CGFloat) throws -> (ResolvedTree, Int) {
        let host = ViewHost(Rows(count: count), canvasSize: CGSize(width: 390, height: 500))
        host.setScrollOffset(CGPoint(x: 0, y: offset))
        let tree = try host.update()
        return (tree, host.lazyElementsBuilt)
    }

    /// Elements of very different extents (sections of one row before sections of twenty) fill
    /// the viewport: the mean extent alone took the third section to lie past it and left all but
    /// the first two rows empty.
    @Test func elementsOfUnequalExtentsFillTheViewport() throws {
        struct Sections: View {
            func rows(_ name: String, _ count: Int) -> some View {
                ForEach(0..<count, id: \.self) { Text("\(name)\($0)").accessibilityIdentifier("\(name)\($0)") }
            }
            var body: some View {
                List {
                    Section { rows("top", 1) }
                    Section { rows("x", 1) }
                    Section { rows("a", 20) }
                    Section { rows("b", 20) }
                }
                .listStyle(.plain)
            }
        }
        let tree = try ViewHost(Sections(), canvasSize: CGSize(width: 390, height: 600)).update()
        let below = try #require(tree.node(id: "x0")).frame.maxY
        let first = try #require(tree.node(id: "a0")).frame
        #expect(first.minY > below && first.minY < below + 60, "\(first)")
        #expect(tree.allNodes.contains { $0.id?.hasPrefix("a") == true && $0.frame.maxY >= 600 })
    }

    /// Only rows in the viewport and half a viewport around it are built: 500 pt of 50 pt rows
    /// plus margins, at the top, the middle and the end of 1,000 rows.
    @Test func buildsOnlyVisibleRows() throws {
        let (top, topBuilt) = try rows(1000, offset: 0)
        #expect(top.node(id: "row0")?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(top.node(id: "row14") != nil && top.node(id: "row15") == nil)
        // The eight sampled rows are reused, seven more are built.
        #expect(topBuilt == 15)

        let (middle, middleBuilt) = try rows(1000, offset: 25_000)
        #expect(middle.node(id: "row500")?.frame.minY == 0)
        #expect(middle.node(id: "row494") == nil && middle.node(id: "row495") != nil)
        #expect(middle.node(id: "row514") != nil && middle.node(id: "row515") == nil)
        #expect(middleBuilt == 8 + 20)

        let (end, _) = try rows(1000, offset: 49_500)
        #expect(end.node(id: "row999")?.frame.maxY == 500)
    }

    /// A million rows build as few as a thousand.
    @Test func millionRowsStayLazy() throws {
        let (tree, built) = try rows(1_000_000, offset: 25_000_000)
        #expect(tree.node(id: "row500000")?.frame.minY == 0)
        #expect(built == 8 + 20)
    }

    /// Rows appear and disappear as they scroll in and out.
    @Test func appearAndDisappear() throws {
        final class Log { var appeared: Set<Int> = []; var disappeared: Set<Int> = [] }
        let log = Log()
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Color.gray.frame(height: 100).onAppear { log.appeared.insert(index) }.onDisappear { log.disappeared.insert(index) }
                }
            }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 400))
        _ = try host.update()
        #expect(log.appeared == Set(0..<6))
        host.setScrollOffset(CGPoint(x: 0, y: 2000))
        _ = try host.update()
        #expect(log.disappeared == Set(0..<6))
        #expect(log.appeared.contains(20))
    }
}
