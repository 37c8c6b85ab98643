import LayoutDSL
import Testing

/// Safe areas as on an iPhone: content inside the insets unless it ignores them.
struct SafeAreaTests {
    func host<V: View>(_ view: V) -> ViewHost {
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 844))
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    @Test func contentStaysInsideSafeArea() throws {
        let tree = try host(Color.red.accessibilityIdentifier("c")).update()
        #expect(frame(tree, "c") == rect(0, 47, 390, 763))
    }

    @Test func ignoresSafeAreaExtendsToEdges() throws {
        let tree = try host(Color.red.accessibilityIdentifier("c").ignoresSafeArea()).update()
        #expect(frame(tree, "c") == rect(0, 0, 390, 844))
        let top = try host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top)).update()
        #expect(frame(top, "c") == rect(0, 0, 390, 810))
    }

    /// Only frames that touch the safe edge extend.
    @Test func ignoresSafeAreaOnlyAtTheEdge() throws {
        let tree = try host(VStack {
            Color.red.frame(height: 100).ignoresSafeArea().accessibilityIdentifier("top")
            Spacer()
            Color.blue.frame(height: 100).padding(.bottom, 10).ignoresSafeArea().accessibilityIdentifier("bottom")
        }).update()
        #expect(frame(tree, "top") == rect(0, 0, 390, 147))
        #expect(frame(tree, "bottom") == rect(0, 700, 390, 144))
    }

    @Test func geometryReaderSeesInsets() throws {
        var insets = EdgeInsets()
        _ = try host(GeometryReader { proxy in Color.clear.onAppear { insets = proxy.safeAreaInsets } }.ignoresSafeArea()).update()
        #expect(insets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func safeAreaInsetReservesTheEdge() throws {
        let tree = try host(Color.red.accessibilityIdentifier("content")
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") }).update()
        #expect(frame(tree, "content") == rect(0, 47, 390, 713))
        #expect(frame(tree, "bar") == rect(0, 760, 390, 50))
    }

    @Test func safeAreaPaddingInsetsContent() throws {
        let tree = try host(Color.red.accessibilityIdentifier("c").safeAreaPadding(.horizontal, 20)).update()
        #expect(frame(tree, "c") == rect(20, 47, 350, 763))
        let ignoring = try host(Color.red.ignoresSafeArea(edges: .horizontal).accessibilityIdentifier("c").safeAreaPadding(.horizontal, 20)).update()
        #expect(frame(ignoring, "c") == rect(0, 47, 390, 763))
    }
}
