import LayoutDSL
import Testing

/// overlayPreferenceValue and backgroundPreferenceValue.
struct PreferenceLayerTests {
    struct NamesKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// backgroundPreferenceValue builds a layer from the subtree's value and draws it behind.
    @Test func backgroundPreferenceValue() throws {
        let tree = try resolve(VStack {
            Color.red.frame(width: 20, height: 20).preference(key: NamesKey.self, value: ["a"])
            Color.red.frame(width: 20, height: 20).preference(key: NamesKey.self, value: ["b"])
        }
        .backgroundPreferenceValue(NamesKey.self) { names in
            Color.blue.frame(width: CGFloat(names.count) * 10, height: 5).accessibilityIdentifier("layer")
        }, 100, 100)
        #expect(frame(tree, "layer").width == 20)
        #expect(tree.allNodes.firstIndex { $0.id == "layer" }! < tree.allNodes.firstIndex { $0.type == "VStack" }!)
    }
}
