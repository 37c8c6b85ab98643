@testable import LayoutDSL
import Testing

/// Paths are numbered once and for good; a builder block's elements are numbered together.
struct IdentityTableTests {
    /// A block takes consecutive numbers, the same ones every time it is asked for, and no
    /// other path is given one of them; a block of another size is another path.
    @Test func blocksAreNumberedTogether() {
        var table = IdentityTable()
        let before = table.child(of: IdentityTable.root, .index(0))
        let block = table.elements(of: before, count: 4)
        #expect(block == before + 1)
        let after = table.child(of: before, .slot(0))
        #expect(after == block + 4)
        #expect(table.elements(of: before, count: 4) == block)
        #expect(table.child(of: before, .slot(0)) == after)
        #expect(table.elements(of: before, count: 2) == after + 1)
        // The block's key is not a position's: `.index(1)` of the same parent is a path of its own.
        #expect(table.child(of: before, .index(1)) == after + 3)
    }

    /// Built twice, a block's elements keep their identities, and each keeps its own state.
    @Test func blockElementsKeepTheirOwnState() throws {
        struct Counter: View {
            let id: String
            @State var count = 0
            var body: some View {
                Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier(id)
                    .onAppear { count += id == "a" ? 3 : 7 }
            }
        }
        let host = ViewHost(VStack { Counter(id: "a"); Counter(id: "b"); Counter(id: "c") }, canvasSize: CGSize(width: 50, height: 50))
        var tree = try host.update()
        tree = try host.update()
        #expect(tree.node(id: "a")?.size.width == 3)
        #expect(tree.node(id: "b")?.size.width == 7)
        #expect(tree.node(id: "c")?.size.width == 7)
    }
}
