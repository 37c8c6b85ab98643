import LayoutDSL
import Testing

/// `List` over a range or a bound collection with a selection shows the same rows as without one.
struct ListSelectionFormsTests {
    struct Item: Identifiable { var id: Int; var name: String }

    func texts(_ view: some View) throws -> [String] { try resolve(view, 390, 400).allNodes.compactMap(\.text) }

    @Test func rangeWithSelection() throws {
        var one: Int? = nil
        var many: Set<Int> = []
        #expect(try texts(List(0..<3, selection: Binding(get: { one }, set: { one = $0 })) { Text("row \($0)") })
                == ["row 0", "row 1", "row 2"])
        let stacked = List(0..<2, selection: Binding(get: { many }, set: { many = $0 })) { Text("row \($0)") }
        #expect(try texts(stacked) == ["row 0", "row 1"])
        #expect(try resolve(stacked, 390, 400).allNodes.first { $0.text == "row 0" }?.frame
                == resolve(List(0..<2) { Text("row \($0)") }, 390, 400).allNodes.first { $0.text == "row 0" }?.frame)
    }

    @Test func boundDataByIDWithSelection() throws {
        var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        var selection: Int? = 2
        let list = List(Binding(get: { items }, set: { items = $0 }), id: \.id,
                        selection: Binding(get: { selection }, set: { selection = $0 })) { $item in Text(item.name) }
        #expect(try texts(list) == ["One", "Two"])
        #expect(selection == 2)
    }
}
