import LayoutDSL
import Testing

/// `tabViewBottomAccessory(content:)` puts its content in a 48 pt glass capsule 8 pt above the
/// tab bar, 20 pt in from the sides, and tells it its placement is `.expanded`.
struct TabViewBottomAccessoryTests {
    private struct PlacementProbe: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View { Color.red.accessibilityIdentifier(placement == .expanded ? "expanded" : "none") }
    }

    @Test func accessorySitsAboveTheTabBar() throws {
        let host = ViewHost(Color.clear.tabViewBottomAccessory { PlacementProbe() }, canvasSize: CGSize(width: 400, height: 800))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let tree = try host.update()
        #expect(frame(tree, "expanded") == rect(20, 800 - 34 - 49 - 8 - 48, 360, 48))

        let hidden = ViewHost(Color.clear.tabViewBottomAccessory(isEnabled: false) { PlacementProbe() }, canvasSize: CGSize(width: 400, height: 800))
        #expect(try hidden.update().node(id: "expanded") == nil)
        #expect(try resolve(PlacementProbe()).node(id: "none") != nil)
    }
}
