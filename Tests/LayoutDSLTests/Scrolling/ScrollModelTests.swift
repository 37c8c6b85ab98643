@testable import LayoutDSL
import Testing

/// The scroll model: one record per scroll view under its structural identity, addressed from
/// outside by a typed `ScrollViewSelector`.
struct ScrollModelTests {
    /// Three scroll views side by side, each 100 points tall over 1000 points of content.
    struct ThreeLists: View {
        var body: some View {
            HStack(spacing: 0) {
                list("plain")
                list("int").id(42)
                list("string").id("42")
            }
        }
        func list(_ name: String) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 10).accessibilityIdentifier(name)
                    Color.gray.frame(height: 990)
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    private func tops(_ host: ViewHost) throws -> [CGFloat] {
        let tree = try host.update()
        return ["plain", "int", "string"].map { frame(tree, $0).minY }
    }

    /// `.id(42)` and `.id("42")` are different targets; `.first` is the first placed.
    @Test func idTargetsKeepTheirType() throws {
        let host = ViewHost(ThreeLists(), canvasSize: CGSize(width: 300, height: 100))
        host.setScrollOffset(CGPoint(x: 0, y: 30), target: .id(42))
        #expect(try tops(host) == [0, -30, 0])
        host.setScrollOffset(CGPoint(x: 0, y: 50), target: .id("42"))
        #expect(try tops(host) == [0, -30, -50])
        host.setScrollOffset(CGPoint(x: 0, y: 70))
        #expect(try tops(host) == [-70, -30, -50])
    }

    /// A target set before any pass waits until a scroll view answers it.
    @Test func requestsWaitForTheirScrollView() throws {
        let host = ViewHost(ThreeLists(), canvasSize: CGSize(width: 300, height: 100))
        host.setScrollOffset(CGPoint(x: 0, y: 20), target: .identifier("nothing"))
        host.setScrollOffset(CGPoint(x: 0, y: 40), target: .id("42"))
        #expect(try tops(host) == [0, 0, -40])
    }

    /// Command-line names: an identifier first, else an `.id` whose value reads as the text;
    /// unnamed scroll views are not offered.
    @Test func namesFromTheCommandLine() throws {
        let host = ViewHost(ThreeLists(), canvasSize: CGSize(width: 300, height: 100))
        _ = try host.update()
        #expect(host.scrollViewNames == ["42", "42"])
        #expect(host.scrollTarget(named: "42") == .id(42))
        #expect(host.scrollTarget(named: "plain") == nil)
    }

    /// A scroll view directly inside another has a record of its own: scrolling the inner one
    /// leaves the outer one where it was.
    @Test func nestedScrollViewsAreSeparateRecords() throws {
        let view = ScrollView {
            ScrollView(.horizontal) {
                Color.gray.frame(width: 1000, height: 50).accessibilityIdentifier("strip")
            }
            .accessibilityIdentifier("inner")
            Color.gray.frame(height: 1000)
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 300))
        host.setScrollOffset(CGPoint(x: 200, y: 0), target: .identifier("inner"))
        host.setScrollOffset(CGPoint(x: 0, y: 25))
        let tree = try host.update()
        #expect(frame(tree, "strip").origin == CGPoint(x: -200, y: -25))
    }

    /// `scrollTo` reaches a scroll view with no name at all (the second of two).
    @Test func scrollToReachesUnnamedScrollViews() throws {
        final class Proxy { var value: ScrollViewProxy? }
        let proxy = Proxy()
        let view = ScrollViewReader { reader in
            HStack(spacing: 0) {
                ScrollView { Color.gray.frame(height: 1000) }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)") }
                    }
                }
            }
            .onAppear { proxy.value = reader }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 100))
        _ = try host.update()
        proxy.value?.scrollTo(10, anchor: .top)
        let tree = try host.update()
        #expect(frame(tree, "row10").minY == 0)
    }

    /// Element ids of any `Hashable` type find their rows: `Int` ids (kept unboxed until asked)
    /// and `String` ids of an `Identifiable` model; an `Int` id does not answer for a `String`.
    @Test func scrollToFindsElementsByTheirIds() throws {
        struct Item: Identifiable { let id: String }
        final class Proxy { var value: ScrollViewProxy? }
        let proxy = Proxy()
        let view = ScrollViewReader { reader in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach((0..<20).map { Item(id: "item-\($0)") }) { item in Color.gray.frame(height: 50).accessibilityIdentifier(item.id) }
                    ForEach(0..<20) { index in Color.gray.frame(height: 50).accessibilityIdentifier("row\(index)") }
                }
            }
            .onAppear { proxy.value = reader }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 100))
        _ = try host.update()
        proxy.value?.scrollTo("item-12", anchor: .top)
        #expect(frame(try host.update(), "item-12").minY == 0)
        proxy.value?.scrollTo(7, anchor: .top)
        #expect(frame(try host.update(), "row7").minY == 0)
        proxy.value?.scrollTo("7", anchor: .top)
        #expect(frame(try host.update(), "row7").minY == 0)
    }

    /// `onScrollPhaseChange` watches the scroll view it is applied to, not the host's first one.
    @Test func phaseObserversWatchTheirOwnScrollView() throws {
        final class Log { var first: [ScrollPhase] = []; var second: [ScrollPhase] = [] }
        let log = Log()
        let view = HStack(spacing: 0) {
            ScrollView { Color.gray.frame(height: 1000) }.onScrollPhaseChange { _, new in log.first.append(new) }
            ScrollView { Color.gray.frame(height: 1000) }.onScrollPhaseChange { _, new in log.second.append(new) }
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 300))
        _ = try host.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), duration: 0.1, settle: 5)
        #expect(log.first.isEmpty)
        #expect(log.second == [.interacting, .decelerating, .idle])
    }

    /// The context form hears the geometry at each change and, once the finger lets go, the
    /// velocity along the content offset (a fling up scrolls forward: positive y).
    @Test func phaseContextsCarryGeometryAndVelocity() throws {
        final class Log { var changes: [(ScrollPhase, ScrollPhaseChangeContext)] = [] }
        let log = Log()
        let view = ScrollView { Color.gray.frame(height: 1000) }.onScrollPhaseChange { _, new, context in log.changes.append((new, context)) }
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 300))
        _ = try host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.1, settle: 5)
        #expect(log.changes.map(\.0) == [.interacting, .decelerating, .idle])
        #expect(log.changes[0].1.velocity == nil && log.changes[0].1.geometry.containerSize == CGSize(width: 200, height: 300))
        #expect((log.changes[1].1.velocity?.dy ?? 0) > 0 && log.changes[1].1.geometry.contentOffset.y > 90)
        #expect(ScrollPhase.decelerating.debugDescription == "decelerating")
    }

    private struct Chat: View {
        let role: ScrollAnchorRole?
        @State private var rows = 10
        var body: some View {
            VStack(spacing: 0) {
                Button("Add") { rows += 5 }.frame(width: 300, height: 50)
                let scroll = ScrollView { VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { _ in Color.gray.frame(height: 100) } } }
                    .accessibilityIdentifier("chat")
                if let role { scroll.defaultScrollAnchor(.bottom, for: role) } else { scroll.defaultScrollAnchor(.bottom) }
            }
        }
    }

    /// `defaultScrollAnchor(.bottom)` opens a chat at its end and, when messages arrive while it
    /// rests there, keeps it there (the `.sizeChanges` role); anchored for `.initialOffset`
    /// only, the offset stays where it was.
    @Test(arguments: [nil, ScrollAnchorRole.initialOffset])
    func sizeChangesKeepTheEnd(role: ScrollAnchorRole?) throws {
        let host = ViewHost(Chat(role: role), canvasSize: CGSize(width: 300, height: 450))
        _ = try host.update()
        func offset() throws -> CGPoint? {
            let scrolls = host.graph.scrolls
            return try scrolls.identity(of: #require(host.scrollTarget(named: "chat"))).flatMap { scrolls.record($0)?.offset }
        }
        #expect(try offset() == CGPoint(x: 0, y: 600))
        _ = try host.tap(at: CGPoint(x: 150, y: 25))
        #expect(try offset() == CGPoint(x: 0, y: role == nil ? 1100 : 600))
    }
}
