import LayoutDSL
import Testing

/// `tabViewBottomAccessory(content:)` gives a tab view's bar an accessory (frames in
/// `TabBarMinimizeTests`): shown only while enabled, nowhere outside a tab view, and not by a
/// tab view nested in a tab.
struct TabViewBottomAccessoryTests {
    private struct Probe: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View { Color.red.accessibilityIdentifier(placement == .expanded ? "expanded" : "none") }
    }

    private func tabs(_ content: some View = Color.clear) -> some View {
        TabView { Tab("Home", systemImage: "house") { content } }
    }

    @Test func onlyItsTabViewShowsIt() throws {
        let size = CGSize(width: 400, height: 800)
        #expect(try ViewHost(tabs().tabViewBottomAccessory { Probe() }, canvasSize: size).update().node(id: "expanded") != nil)
        let disabled = tabs().tabViewBottomAccessory(isEnabled: false) { Probe() }
        #expect(try ViewHost(disabled, canvasSize: size).update().node(id: "expanded") == nil)
        #expect(try ViewHost(Color.clear.tabViewBottomAccessory { Probe() }, canvasSize: size).update().node(id: "expanded") == nil)
        let nested = tabs(tabs()).tabViewBottomAccessory { Probe() }
        #expect(try ViewHost(nested, canvasSize: size).update().allNodes.filter { $0.id == "expanded" }.count == 1)
        #expect(try resolve(Probe()).node(id: "none") != nil)
    }
}
