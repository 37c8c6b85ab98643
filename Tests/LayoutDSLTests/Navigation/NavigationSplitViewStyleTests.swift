@testable import LayoutDSL
import Testing

/// `NavigationSplitViewStyle`: the system's styles draw the split view's columns, a style of the
/// author's draws what it makes of them, and the column visibility keeps its value through coding.
struct NavigationSplitViewStyleTests {
    struct Split: View {
        var body: some View {
            NavigationSplitView {
                Color.red.accessibilityIdentifier("sidebar")
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }
        }
    }

    struct Inset: NavigationSplitViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            BalancedNavigationSplitViewStyle().makeBody(configuration: configuration).padding(20)
        }
    }

    private func regular<V: View>(_ view: V) throws -> ResolvedTree {
        try ViewHost(view.environment(\.horizontalSizeClass, .regular), canvasSize: CGSize(width: 1024, height: 768)).update()
    }

    @Test func systemStylesDrawTheColumns() throws {
        let plain = try regular(Split())
        #expect(frame(plain, "sidebar").width == 320 && frame(plain, "detail").minX > 320)
        for styled in [try regular(Split().navigationSplitViewStyle(.balanced)),
                       try regular(Split().navigationSplitViewStyle(.prominentDetail)),
                       try regular(Split().navigationSplitViewStyle(.automatic))] {
            #expect(styled.allNodes.map(\.frame) == plain.allNodes.map(\.frame))
        }
    }

    @Test func aStyleOfOnesOwnWrapsTheColumns() throws {
        let inset = try regular(Split().navigationSplitViewStyle(Inset()))
        #expect(frame(inset, "sidebar").minX == 20 && frame(inset, "sidebar").width == 320)
        #expect(abs(frame(inset, "detail").maxX - (1024 - 20)) < 0.01)
    }

    @Test func visibilityCodesAsItsName() throws {
        for visibility in [NavigationSplitViewVisibility.automatic, .all, .doubleColumn, .detailOnly] {
            let data = try JSONEncoder().encode(visibility)
            #expect(try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) == visibility)
        }
        #expect(String(decoding: try JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly), as: UTF8.self) == "\"detailOnly\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data("\"wide\"".utf8)) }
    }
}
