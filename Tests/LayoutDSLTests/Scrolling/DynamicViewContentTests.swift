import LayoutDSL
import Testing

/// A `ForEach` wrapped in a modifier is still dynamic content of the same data.
struct DynamicViewContentTests {
    struct Tint: ViewModifier { func body(content: Content) -> some View { content.foregroundStyle(.red) } }

    @Test func modifiedForEachKeepsItsData() throws {
        let rows = ForEach(["a", "b", "c"], id: \.self) { Text($0) }.modifier(Tint())
        #expect(rows.data == ["a", "b", "c"])
        let tree = try resolve(List { rows.onDelete { _ in } }, 300, 400)
        #expect(tree.root.first(where: { $0.text == "c" }) != nil)
    }
}
