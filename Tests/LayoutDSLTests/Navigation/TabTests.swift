import LayoutDSL
import Testing

/// iOS 18's `Tab` values select by their value; their labels fill the bar.
struct TabTests {
    @Test func tabValuesSelect() throws {
        struct App: View {
            @State var selection = "b"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Alpha", systemImage: "house", value: "a") { Color.red.accessibilityIdentifier("alpha") }
                    Tab("Beta", systemImage: "bell", value: "b") { Color.blue.accessibilityIdentifier("beta") }
                        .badge("New")
                }
            }
        }
        let tree = try ViewHost(App(), canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "beta") != nil && tree.node(id: "alpha") == nil)
        #expect(tree.allNodes.contains { $0.text == "Alpha" } && tree.allNodes.contains { $0.text == "New" })
        // The content ends above the 49 pt bar.
        #expect(frame(tree, "beta") == rect(0, 0, 400, 800 - 49))
    }

    /// A selection no tab has shows the first tab rather than nothing.
    @Test func unknownSelectionShowsFirstTab() throws {
        let tree = try ViewHost(TabView(selection: .constant(9)) {
            Color.red.accessibilityIdentifier("first").tag(0)
            Color.blue.accessibilityIdentifier("second").tag(1)
        }, canvasSize: CGSize(width: 400, height: 800)).update()
        #expect(tree.node(id: "first") != nil)
    }
}
