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

    /// An `if` of a column that does not sort, in a table that does, shows only when true.
    @Test func unsortedConditionalColumnInASortableTable() throws {
        var order = [KeyPathComparator(\Person.family)]
        func table(initials: Bool) -> some View {
            Table(Self.people, sortOrder: Binding(get: { order }, set: { order = $0 })) {
                TableColumn("Family", value: \.family)
                if initials { TableColumn("Initial") { Text(String($0.given.prefix(1))) } }
            }
        }
        #expect(try texts(table(initials: true)) == ["Family", "Initial", "Chavez", "J", "Chen", "M"])
        #expect(try texts(table(initials: false)) == ["Family", "Chavez", "Chen"])
    }

    @Test func tupleKeepsItsColumns() {
        let block = TableColumnBuilder<Person, Never>.buildBlock(TableColumn("Given", value: \.given),
                                                                  TableColumn("Family", value: \.family))
        #expect(block._columns.count == 2)
        let (given, family) = block.value
        #expect(given._columns.count == 1 && family._columns.count == 1)
    }

    /// `TableColumnForEach` makes each element's columns, in order, beside the block's others.
    @Test func columnForEachMakesItsColumns() throws {
        struct Field: Identifiable { let id: String; let path: KeyPath<Person, String> }
        let fields = [Field(id: "Family", path: \.family), Field(id: "Given again", path: \.given)]
        let table = Table(Self.people) {
            TableColumn("Given", value: \.given)
            TableColumnForEach(fields) { field in TableColumn(field.id) { Text($0[keyPath: field.path]) } }
        }
        #expect(try texts(table) == ["Given", "Family", "Given again", "Juan", "Chavez", "Juan", "Mei", "Chen", "Mei"])
        let numbered = TableColumnForEach(0..<3) { index in TableColumn<Person, Never, Text, Text>("\(index)") { _ in Text("") } }
        #expect(numbered._columns.count == 3)
    }

    /// The primitive columns have no body: SwiftUI's `Never`.
    @Test func primitiveColumnsHaveNeverBodies() {
        #expect(TableColumn<Person, Never, Text, Text>.TableColumnBody.self == Never.self)
        #expect(TupleTableColumnContent<Person, Never, Void>.TableColumnBody.self == Never.self)
    }

    /// `tableColumnHeaders(.hidden)` leaves the header row out of a regular-width table.
    @Test func hiddenHeaders() throws {
        let table = Table(Self.people) {
            TableColumn("Given", value: \.given)
            TableColumn("Family", value: \.family)
        }
        #expect(try texts(table.tableColumnHeaders(.hidden)) == ["Juan", "Chavez", "Mei", "Chen"])
        #expect(try texts(table.tableColumnHeaders(.visible)) == ["Given", "Family", "Juan", "Chavez", "Mei", "Chen"])
    }
}
