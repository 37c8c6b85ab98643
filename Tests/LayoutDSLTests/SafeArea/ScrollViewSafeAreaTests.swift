import LayoutDSL
import Testing

/// Scroll views and the safe area (docs/swiftui-layout-rules.md, R26) on an iPhone 13's insets:
/// a scroll view whose edge lies on the safe line reaches to the screen's edge and insets its
/// content by as much; one that does not touch it stays as laid out.
struct ScrollViewSafeAreaTests {
    func host<V: View>(_ view: V) -> ViewHost {
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 844))
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// Ten 100-point rows: taller than the 763 points of safe area.
    var rows: some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in
                Color.red.frame(height: 100).accessibilityIdentifier("row\(index)")
            }
        }
    }

    @Test func aFullScreenScrollViewReachesTheScreenEdgesAndInsetsItsContent() throws {
        let host = host(ScrollView { rows }.accessibilityIdentifier("scroll"))
        let tree = try host.update()
        #expect(frame(tree, "scroll") == rect(0, 0, 390, 844))
        #expect(frame(tree, "row0") == rect(0, 47, 390, 100))
        // The eighth row crosses the home indicator's line, drawn to the screen's edge.
        #expect(frame(tree, "row7") == rect(0, 747, 390, 100))
        // Scrolled to the end, the last row ends on the safe line: 1000 + 47 + 34 − 844 = 237.
        host.setScrollOffset(CGPoint(x: 0, y: 237))
        #expect(frame(try host.update(), "row9") == rect(0, 710, 390, 100))
    }

    @Test func theInsetsAreTheScrollGeometrysContentInsets() throws {
        var geometry: ScrollGeometry?
        let host = host(ScrollView { rows }.onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { geometry = $1 })
        _ = try host.update()
        host.setScrollOffset(CGPoint(x: 0, y: 10))
        _ = try host.update()
        let seen = try #require(geometry)
        #expect(seen.contentInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(seen.contentOffset == CGPoint(x: 0, y: 10 - 47))
        #expect(seen.contentSize == CGSize(width: 390, height: 1000))
        #expect(seen.containerSize == CGSize(width: 390, height: 844))
    }

    @Test func aScrollViewAwayFromTheSafeLineStaysAsLaidOut() throws {
        let tree = try host(ScrollView { rows }.frame(height: 300).accessibilityIdentifier("scroll")).update()
        // Centred in the 763 points of safe area: (763 − 300) / 2 below its top.
        #expect(frame(tree, "scroll") == rect(0, 47 + 231.5, 390, 300))
        #expect(frame(tree, "row0") == rect(0, 47 + 231.5, 390, 100))
    }

    @Test func ignoringTheSafeAreaLeavesNoInset() throws {
        let tree = try host(ScrollView { rows }.ignoresSafeArea(edges: .top).accessibilityIdentifier("scroll")).update()
        #expect(frame(tree, "scroll") == rect(0, 0, 390, 810))
        #expect(frame(tree, "row0") == rect(0, 0, 390, 100))
    }

    @Test func theContentSeesNoSafeArea() throws {
        var insets: EdgeInsets?
        _ = try host(ScrollView {
            GeometryReader { proxy in Color.clear.onAppear { insets = proxy.safeAreaInsets } }.frame(height: 2000)
        }).update()
        #expect(insets == EdgeInsets())
    }

    /// Under a bottom bar at the foot of the screen the content scrolls under the bar and the
    /// home indicator: the bar's 50 points and the 34 below are its bottom inset.
    @Test func aBottomSafeAreaInsetBarIsChainedToTheScreensInset() throws {
        let host = host(ScrollView { rows }.accessibilityIdentifier("scroll")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).accessibilityIdentifier("bar") })
        let tree = try host.update()
        #expect(frame(tree, "bar") == rect(0, 760, 390, 50))
        #expect(frame(tree, "scroll") == rect(0, 0, 390, 844))
        // 1000 + 47 + 84 − 844 = 287: the last row ends at the bar's top.
        host.setScrollOffset(CGPoint(x: 0, y: 287))
        #expect(frame(try host.update(), "row9") == rect(0, 660, 390, 100))
    }

    /// Away from the screen's foot, the bar's inset is all the scroll view reaches under.
    @Test func aBarAwayFromTheSafeLineInsetsOnlyByItself() throws {
        let tree = try host(VStack(spacing: 0) {
            ScrollView { rows }.accessibilityIdentifier("scroll")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
                .frame(height: 400)
            Spacer()
        }).update()
        #expect(frame(tree, "scroll") == rect(0, 0, 390, 447))
        #expect(frame(tree, "row0") == rect(0, 47, 390, 100))
    }

    /// In a navigation stack the list reaches under the bar: at rest its content starts below
    /// the bar (47 + 44), and the content scrolls under it.
    @Test func contentScrollsUnderTheNavigationBar() throws {
        let host = host(NavigationStack {
            ScrollView { rows }.accessibilityIdentifier("scroll").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        let tree = try host.update()
        #expect(frame(tree, "scroll") == rect(0, 0, 390, 844))
        #expect(frame(tree, "row0") == rect(0, 91, 390, 100))
        host.setScrollOffset(CGPoint(x: 0, y: 60))
        #expect(frame(try host.update(), "row0") == rect(0, 31, 390, 100))
    }
}
