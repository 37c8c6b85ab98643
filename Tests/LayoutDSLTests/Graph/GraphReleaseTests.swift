@testable import LayoutDSL
import Testing

/// A host frees everything its views made when it goes: its graph with the state it stored, and
/// the navigation screens its views were built in. A closure a built node keeps that holds the
/// graph, or an environment kept by a view that something in that environment holds, is a
/// cycle: `snap test` renders thousands of previews in one process, and each render's host
/// stayed allocated (a `Map`, drawn with a `Canvas`, grew a preview program by 46 KB a render).
struct GraphReleaseTests {
    final class Token {}
    final class Sink { weak var screen: NavigationScreen? }

    /// The view under test, below a state that holds `token`: the graph's state storage is
    /// freed with the graph, and the token with it.
    struct Holder<Content: View>: View {
        @State var token: Token
        let content: Content
        var body: some View { content }
    }

    /// Hands the navigation screen it is built in to the test.
    struct ScreenReader: View {
        let sink: Sink
        @Environment(\.navigationScreen) private var screen
        var body: some View {
            sink.screen = screen
            return Color.clear.frame(width: 1, height: 1)
        }
    }

    struct Outlined: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    /// What outlived the host of `view` (built with the sink it reads), by name.
    private func leftBehind<V: View>(_ view: (Sink) -> V) throws -> [String] {
        weak var state: Token?
        let sink = Sink()
        do {
            let token = Token()
            state = token
            let host = ViewHost(Holder(token: token, content: view(sink)), canvasSize: CGSize(width: 390, height: 844))
            for _ in 0..<2 { _ = try host.update() }
        }
        return (state == nil ? [] : ["graph"]) + (sink.screen == nil ? [] : ["navigation screen"])
    }

    @Test func aCanvasLeavesNothingBehind() throws {
        #expect(try leftBehind { _ in
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red)) }
        } == [])
    }

    @Test func textDrawnByARendererLeavesNothingBehind() throws {
        #expect(try leftBehind { _ in Text("Outlined").textRenderer(Outlined()) } == [])
    }

    @Test func scrollPositionsAndVisibilityLeaveNothingBehind() throws {
        #expect(try leftBehind { _ in
            ScrollView {
                LazyVStack { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 60) } }.scrollTargetLayout()
            }
            .scrollPosition(id: .constant(Int?.some(3)))
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
        } == [])
        #expect(try leftBehind { _ in
            ScrollView { Color.blue.frame(height: 2000) }.scrollPosition(.constant(ScrollPosition(y: 100)))
        } == [])
    }

    /// A list reads its style from the environment: its `@Environment` boxes once kept that
    /// whole environment, which holds the stack's context, whose path binding held the stack and
    /// so the list (`EnvironmentBox`).
    @Test func aNavigationStackOfAListLeavesNothingBehind() throws {
        #expect(try leftBehind { sink in
            NavigationStack {
                List { Text("Row"); ScreenReader(sink: sink) }.navigationTitle("Inbox")
            }
        } == [])
    }

    /// The probe sees the screen: without the host it would be gone, with it it is there.
    @Test func theScreenReaderSeesItsScreen() throws {
        let sink = Sink()
        let host = ViewHost(NavigationStack { ScreenReader(sink: sink).navigationTitle("Inbox") },
                            canvasSize: CGSize(width: 390, height: 844))
        _ = try host.update()
        #expect(sink.screen?.title != nil)
    }
}
