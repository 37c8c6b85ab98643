@testable import LayoutDSL
import Testing

/// A binding to a collection is a collection of element bindings: `ForEach($items)` builds a row
/// per element, identified by its id, and each row's binding writes through to its element.
struct BindingCollectionTests {
    struct Item: Identifiable, Equatable { let id: Int; var done: Bool }
    final class Store { var items = [Item(id: 7, done: false), Item(id: 9, done: true)] }

    @Test func elementBindingsWriteThrough() {
        let store = Store()
        let items = Binding(get: { store.items }, set: { store.items = $0 })
        #expect(items.count == 2)
        items[0].done.wrappedValue = true
        #expect(store.items == [Item(id: 7, done: true), Item(id: 9, done: true)])
        // A binding made for an index the collection no longer has reads its element and writes nothing.
        let last = items[1]
        store.items.removeLast()
        #expect(last.wrappedValue == Item(id: 9, done: true))
        last.done.wrappedValue = false
        #expect(store.items == [Item(id: 7, done: true)])
    }

    @Test func forEachOverABindingBuildsRowsByID() throws {
        let store = Store()
        let items = Binding(get: { store.items }, set: { store.items = $0 })
        let view = VStack(spacing: 0) {
            ForEach(items) { $item in
                Text(item.done ? "done" : "open").frame(height: 20).accessibilityIdentifier("row\(item.id)")
            }
        }
        let tree = try resolve(view, 200, 200)
        #expect(frame(tree, "row7").minY < frame(tree, "row9").minY)
        #expect(tree.allNodes.compactMap(\.text) == ["open", "done"])
    }

    @Test func listOverABinding() throws {
        let store = Store()
        let items = Binding(get: { store.items }, set: { store.items = $0 })
        let tree = try resolve(List(items) { $item in Text("item \(item.id)") }, 320, 300)
        #expect(tree.allNodes.compactMap(\.text) == ["item 7", "item 9"])
    }
}
