import LayoutDSL
import Testing

/// The resolved tree lists siblings in drawing order: by z-index, lowest first, declaration
/// order among equal indices; a view's index is read through the unary modifiers around it.
struct ZIndexOrderTests {
    /// The index of the second sibling sits under a padding; the first non-zero index is met
    /// after a sibling with none, and two siblings share index 0.
    @Test func siblingsDrawInZIndexOrder() throws {
        let tree = try resolve(ZStack {
            Color.red.accessibilityIdentifier("a")
            Color.blue.zIndex(2).accessibilityIdentifier("b").padding(1)
            Color.green.accessibilityIdentifier("c")
            Color.gray.zIndex(-1).accessibilityIdentifier("d")
        }, 40, 40)
        let stack = try #require(tree.root.first { $0.type == "ZStack" })
        let order = stack.children.map { child in child.first { $0.id != nil }?.id ?? "?" }
        #expect(order == ["d", "a", "c", "b"])
    }

    /// Without an index every sibling keeps its place.
    @Test func declarationOrderWithoutIndices() throws {
        let tree = try resolve(HStack {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
            Color.green.accessibilityIdentifier("c")
        }, 30, 10)
        let stack = try #require(tree.root.first { $0.type == "HStack" })
        #expect(stack.children.map { $0.id } == ["a", "b", "c"])
    }
}
