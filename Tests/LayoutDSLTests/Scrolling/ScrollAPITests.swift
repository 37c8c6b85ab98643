@testable import LayoutDSL
import Testing

/// The iOS 17/18 scroll APIs, ScrollViewReader, List, margins and paging.
struct ScrollAPITests {
    static var rows: some View { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Color.gray.frame(height: 40).id($0) } } }

    /// onScrollGeometryChange reports (old, new) when the watched value changes.
    @Test func scrollGeometryChanges() throws {
        var changes: [[CGFloat]] = []
        let view = ScrollView { Self.rows }
            .contentMargins(.vertical, 10)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { old, new in
                changes.append([old, new])
            }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        _ = try host.run(ScrollSequence(y: [0, 0, 30, 90, 90]))
        #expect(changes == [[0, 30], [30, 90]])
    }

    @Test func scrollGeometryValues() throws {
        var geometry: ScrollGeometry?
        let view = ScrollView { Self.rows }.contentMargins(.vertical, 10)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry = new }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        _ = try host.run(ScrollSequence(y: [0, 50]))
        // UIKit's convention: the offset counts from the content's top, less the top margin.
        #expect(geometry == ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 300, height: 2000),
                                           contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
                                           containerSize: CGSize(width: 300, height: 400)))
        #expect(geometry?.visibleRect == CGRect(x: 0, y: 40, width: 300, height: 400))
    }

    /// contentMargins inset the content inside the scrollable area.
    @Test func contentMarginsInsetContent() throws {
        let tree = try ViewHost(ScrollView { Color.red.frame(height: 100).accessibilityIdentifier("c") }.contentMargins(20),
                                canvasSize: CGSize(width: 300, height: 400)).update()
        #expect(tree.node(id: "c")?.frame == CGRect(x: 20, y: 20, width: 260, height: 100))
    }

    /// `contentMargins(_:_:for:)` with insets takes each edge's value on the edges named only.
    @Test func contentMarginsWithInsets() throws {
        let insets = EdgeInsets(top: 5, leading: 7, bottom: 9, trailing: 11)
        let view = ScrollView { Color.red.frame(height: 100).accessibilityIdentifier("c") }
            .contentMargins(.horizontal, insets)
        let tree = try ViewHost(view, canvasSize: CGSize(width: 300, height: 400)).update()
        #expect(tree.node(id: "c")?.frame == CGRect(x: 7, y: 0, width: 282, height: 100))
    }

    /// Rows 100 tall in a 250-point viewport: rows 0–2 are more than half visible (row 2 shows
    /// 50 of 100, not more than half at 0.5, so 0 and 1); scrolled by 120, rows 1–3 cross 0.5
    /// (row 1 shows 80, row 3 shows 70) and row 4 none. A lower threshold takes in row 2 at rest.
    @Test(arguments: [(0.5, [[0, 1], [1, 2, 3]]), (0.4, [[0, 1, 2], [1, 2, 3]])])
    func targetVisibilityChanges(threshold: Double, expected: [[Int]]) throws {
        var events: [[Int]] = []
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6) { Color.gray.frame(height: 100).id($0) }
            }
            .scrollTargetLayout()
        }
        .frame(height: 250)
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { events.append($0) }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 250))
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 120))
        _ = try host.update()
        #expect(events == expected)
    }

    @Test func visibilityChanges() throws {
        var events: [Bool] = []
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 400)
                Color.red.frame(height: 100).onScrollVisibilityChange { events.append($0) }
                Color.gray.frame(height: 400)
            }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        // Hidden, then 60% in view (visible), then back out.
        _ = try host.run(ScrollSequence(y: [0, 40, 60, 0]))
        #expect(events == [true, false])
    }

    /// ScrollViewReader.scrollTo brings an identified view into view, at an anchor or minimally.
    @Test func scrollToAnchors() throws {
        struct Jumper: View {
            let anchor: UnitPoint?
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { ScrollAPITests.rows }
                        .onAppear { proxy.scrollTo(20, anchor: anchor) }
                }
            }
        }
        func offset(_ anchor: UnitPoint?) throws -> CGFloat {
            let tree = try ViewHost(Jumper(anchor: anchor), canvasSize: CGSize(width: 300, height: 400)).update()
            let scroll = try #require(tree.allNodes.first { $0.type == "ScrollView" })
            return -(scroll.children[0].frame.minY)
        }
        #expect(try offset(.top) == 800)
        #expect(try offset(.center) == 620)
        #expect(try offset(nil) == 440)
    }

    /// A plain List: rows 44 points tall, inset 20 points, with separators.
    @Test(.design(.compatibility)) func listRows() throws {
        let tree = try ViewHost(List(0..<100, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }.listStyle(.plain),
                                canvasSize: CGSize(width: 390, height: 600)).update()
        // Without a text engine texts have no size: rows take their minimum height.
        let rows = tree.allNodes.filter { $0.type == "listRow" }
        #expect(rows.count >= 13 && rows.count <= 21)
        #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(rows[1].frame.minY == 44)
        #expect(tree.node(id: "row0")?.frame.minX == 20)
        let separators = tree.allNodes.filter { $0.type == "Divider" }
        #expect(separators.first?.frame == CGRect(x: 20, y: 43, width: 370, height: 1))
    }

    /// Paging: a fling settles on the next page.
    @Test func pagingSettlesOnPages() throws {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.gray.frame(height: 400) } } }
            .scrollTargetBehavior(.paging)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        let frames = try host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), duration: 0.1, settle: 2)
        #expect(frames.last?.offset?.y == 400)
    }

    /// View alignment: a fling settles with a card's leading edge at the viewport's leading edge.
    @Test func viewAlignedSettlesOnTargets() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<40, id: \.self) { _ in Color.gray.frame(width: 120, height: 100) } }
                .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1, settle: 3)
        let x = try #require(frames.last?.offset?.x)
        #expect(x > 100)
        #expect(x.truncatingRemainder(dividingBy: 130) == 0)
    }

    /// iOS 26's anchor: with `.center` a fling settles with a card's centre at the viewport's
    /// centre (cards of 120 every 130 points in 300: offsets 130k - 90); with `.trailing`, its
    /// trailing edge at the viewport's (130k - 180).
    @Test func viewAlignedWithAnAnchorAlignsThatPoint() throws {
        func settled(_ anchor: UnitPoint?) throws -> CGFloat {
            let view = ScrollView(.horizontal) {
                LazyHStack(spacing: 10) { ForEach(0..<40, id: \.self) { _ in Color.gray.frame(width: 120, height: 100) } }
                    .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(anchor: anchor))
            let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 100))
            let frames = try host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1, settle: 3)
            return try #require(frames.last?.offset?.x)
        }
        let (center, trailing, none) = (try settled(.center), try settled(.trailing), try settled(nil))
        #expect(center > 100 && (center + 90).truncatingRemainder(dividingBy: 130) == 0)
        #expect(trailing > 100 && (trailing + 180).truncatingRemainder(dividingBy: 130) == 0)
        #expect(none.truncatingRemainder(dividingBy: 130) == 0)
        let limited = ViewAlignedScrollTargetBehavior(limitBehavior: .always, anchor: .center)
        #expect(limited.anchor == .center && limited.limitBehavior == .always)
    }

    /// A behavior of one's own, as iOS 17 articles write them: handed the rectangle the fling
    /// would rest on (viewport-sized, at the projected offset) with the fling's velocity and the
    /// scroll view's sizes and environment, it moves the rectangle to a multiple of 150 points.
    @Test func customBehaviorMovesTheTarget() throws {
        final class Seen { var contexts: [(CGSize, CGSize, LayoutDirection, CGFloat, ScrollTarget)] = [] }
        struct Snap150: ScrollTargetBehavior {
            let seen: Seen
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                seen.contexts.append((context.containerSize, context.contentSize, context.layoutDirection, context.velocity.dy,
                                      context.originalTarget))
                target.rect.origin.y = (target.rect.minY / 150).rounded() * 150
            }
        }
        let seen = Seen()
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.gray.frame(height: 100) } } }
            .scrollTargetBehavior(Snap150(seen: seen))
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 400))
        let frames = try host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), duration: 0.1, settle: 3)
        let y = try #require(frames.last?.offset?.y)
        #expect(y > 0 && y.truncatingRemainder(dividingBy: 150) == 0)
        let (container, content, direction, velocity, original) = try #require(seen.contexts.first)
        #expect(container == CGSize(width: 300, height: 400) && content == CGSize(width: 300, height: 3000))
        #expect(direction == .leftToRight && velocity > 0)
        #expect(original.rect.size == container && original.anchor == nil && original.rect.minY > 100)
        #expect(AnyScrollTargetBehavior(AnyScrollTargetBehavior(.paging)).base is PagingScrollTargetBehavior)
        #expect(PagingScrollTargetBehavior().properties(context: .init(axes: .vertical, environment: EnvironmentValues())).limitsScrolls)
    }

    /// An anchored target lines up its anchor point with the viewport's: a 100-point rectangle
    /// at y 1000 centred in a 400-point viewport is the offset 850.
    @Test func anchoredTargetsCentre() {
        let target = ScrollTarget(rect: CGRect(x: 0, y: 1000, width: 300, height: 100), anchor: .center)
        #expect(target.offset(container: CGSize(width: 300, height: 400), maximum: CGPoint(x: 0, y: 5000)) == CGPoint(x: 0, y: 850))
        #expect(ScrollTarget(rect: CGRect(x: 0, y: 9000, width: 300, height: 400)).offset(container: CGSize(width: 300, height: 400),
                                                                                          maximum: CGPoint(x: 0, y: 5000)).y == 5000)
    }
}
