import Foundation
import LayoutDSL
import Testing

/// `TableColumnBuilder`: `if`, `if`/`else` and `switch` columns show only when their branch is
/// taken; a column that does not sort sits in a sortable table; a block keeps its columns in `value`.
struct TableColumnBuilderTests {
    struct Person: Identifiable {
        let given: String, family: String
        var id: String { given }
    }
    static let people = [Person(given: "Juan", family: "Chavez"), Person(given: "Mei", family: "Chen")]

    func texts(_ view: some View) throws -> [String] {
        try resolve(view.environment(\.horizontalSizeClass, .regular), 800, 400).allNodes.compactMap(\.text)
    }

    @Test func conditionalColumnsShowOnlyTheirBranch() throws {
        func table(family: Bool, initials: Bool) -> some View {
            Table(Self.people) {
                TableColumn("Given", value: \.given)
                if family { TableColumn("Family", value: \.family) }
                if initials {
                    TableColumn("Initial") { Text(String($0.given.prefix(1))) }
                } else {
                    TableColumn("Length") { Text("\($0.given.count)") }
                }
            }
        }
        #expect(try texts(table(family: true, initials: true))
                == ["Given", "Family", "Initial", "Juan", "Chavez", "J", "Mei", "Chen", "M"])
        #expect(try texts(table(family: false, initials: false)) == ["Given", "Length", "Juan", "4", "Mei", "3"])
    }

    /// `TableColumn(_:sortUsing:content:)` and an unsorted column in a `sortOrder:` table.
    @Test func sortUsingBesideAnUnsortedColumn() throws {
        var order = [KeyPathComparator(\Person.family)]
        let table = Table(Self.people, sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Family", sortUsing: KeyPathComparator(\Person.family)) { Text($0.family) }
            TableColumn("Given") { Text($0.given) }
        }
        #expect(try texts(table) == ["Family", "Given", "Chavez", "Juan", "Chen", "Mei"])
        #expect(order.count == 1)
    }

    @Test func tupleKeepsItsColumns() {
        let block = TableColumnBuilder<Person, Never>.buildBlock(TableColumn("Given", value: \.given),
                                                                  TableColumn("Family", value: \.family))
        #expect(block._columns.count == 2)
        let (given, family) = block.value
        #expect(given._columns.count == 1 && family._columns.count == 1)
    }
}
