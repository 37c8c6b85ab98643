import Foundation
import LayoutDSL
import Testing

/// `Table`: iPhone (compact width) shows the first column as a list; iPad (regular) shows
/// headers and every column.
struct TableTests {
    struct Person: Identifiable {
        let given: String, family: String, email: String
        var id: String { email }
    }
    static let people = [Person(given: "Juan", family: "Chavez", email: "juan@icloud.com"),
                         Person(given: "Mei", family: "Chen", email: "mei@icloud.com")]

    func table() -> some View {
        Table(Self.people) {
            TableColumn("Given Name", value: \.given).width(100)
            TableColumn("Family Name", value: \.family)
            TableColumn("E-Mail") { person in Text(person.email).accessibilityIdentifier("mail-\(person.given)") }
        }
    }

    func texts(_ tree: ResolvedTree) -> [String] { tree.allNodes.compactMap(\.text) }

    @Test func compactWidthShowsTheFirstColumn() throws {
        let tree = try resolve(table().environment(\.horizontalSizeClass, .compact), 390, 400)
        #expect(texts(tree) == ["Juan", "Mei"])
    }

    @Test func regularWidthShowsHeadersAndColumns() throws {
        let tree = try resolve(table().environment(\.horizontalSizeClass, .regular), 800, 400)
        #expect(texts(tree) == ["Given Name", "Family Name", "E-Mail", "Juan", "Chavez", "juan@icloud.com", "Mei", "Chen", "mei@icloud.com"])
        let header = try #require(tree.allNodes.first { $0.text == "Family Name" }).frame
        let cell = try #require(tree.allNodes.first { $0.text == "Chen" }).frame
        let given = try #require(tree.allNodes.first { $0.text == "Juan" }).frame
        // The first column is 100 wide, then 16 of spacing: the second column starts 116 later.
        #expect(header.minX == cell.minX)
        #expect(cell.minX - given.minX == 116)
        #expect(frame(tree, "mail-Juan").minX == frame(tree, "mail-Mei").minX)
    }

    /// The sortable and selectable forms compile with SwiftUI's signatures and show the same rows.
    @Test func sortableAndSelectable() throws {
        var order = [KeyPathComparator(\Person.family)]
        var selection: Set<String> = []
        let sortable = Table(Self.people, selection: Binding(get: { selection }, set: { selection = $0 }),
                             sortOrder: Binding(get: { order }, set: { order = $0 })) {
            TableColumn("Family Name", value: \.family)
            TableColumn("Given Name", value: \.given) { Text($0.given) }
        }
        #expect(texts(try resolve(sortable, 390, 400)) == ["Chavez", "Chen"])
    }

    /// Rows listed in a `rows:` block: single `TableRow`s and a `ForEach` of them, in order,
    /// an `if` included only when true.
    @Test func rowsBlock() throws {
        let extra = Person(given: "Ana", family: "Ruiz", email: "ana@icloud.com")
        func table(showExtra: Bool) -> some View {
            Table(of: Person.self) {
                TableColumn("Given Name", value: \.given)
                TableColumn("Family Name", value: \.family)
            } rows: {
                TableRow(extra)
                ForEach(Self.people) { TableRow($0) }
                if showExtra { TableRow(extra) }
            }
        }
        #expect(texts(try resolve(table(showExtra: false).environment(\.horizontalSizeClass, .compact), 390, 400))
                == ["Ana", "Juan", "Mei"])
        #expect(texts(try resolve(table(showExtra: true).environment(\.horizontalSizeClass, .regular), 800, 400))
                == ["Given Name", "Family Name", "Ana", "Ruiz", "Juan", "Chavez", "Mei", "Chen", "Ana", "Ruiz"])
    }

    /// Sections of rows (iOS 17): each under its header, a collapsed one showing only its header;
    /// `ForEach(data)` without content makes a row of each element.
    @Test func sectionsOfRows() throws {
        func table(expanded: Bool) -> some View {
            Table(of: Person.self) {
                TableColumn("Given Name", value: \.given)
            } rows: {
                Section("Staff") { ForEach(Self.people) }
                Section(isExpanded: .constant(expanded)) { TableRow(Self.people[0]) } header: { Text("Guests") }
            }
            .environment(\.horizontalSizeClass, .compact)
        }
        #expect(texts(try resolve(table(expanded: true), 390, 400)) == ["Juan", "Mei", "Staff", "Juan", "Guests"])
        #expect(texts(try resolve(table(expanded: false), 390, 400)) == ["Juan", "Mei", "Staff", "Guests"])
    }

    /// `if`/`else` in a `rows:` block gives the rows of the branch taken.
    @Test func rowsEitherBranch() throws {
        func table(first: Bool) -> some View {
            Table(of: Person.self) {
                TableColumn("Given Name", value: \.given)
            } rows: {
                if first { TableRow(Self.people[0]) } else { ForEach(Self.people) { TableRow($0) } }
            }
            .environment(\.horizontalSizeClass, .compact)
        }
        #expect(texts(try resolve(table(first: true), 390, 400)) == ["Juan"])
        #expect(texts(try resolve(table(first: false), 390, 400)) == ["Juan", "Mei"])
        #expect(TableRow<Person>.TableRowBody.self == Never.self)
    }

    /// A column hidden by default stays hidden until the customization shows it; one the
    /// customization hides is left out; the rest keep their order.
    @Test func columnCustomization() throws {
        var customization = TableColumnCustomization<Person>()
        func table() -> some View {
            Table(Self.people, columnCustomization: Binding(get: { customization }, set: { customization = $0 })) {
                TableColumn("Given Name", value: \.given).customizationID("given")
                TableColumn("Family Name", value: \.family).customizationID("family")
                TableColumn("E-Mail", value: \.email).customizationID("mail").defaultVisibility(.hidden)
            }
            .environment(\.horizontalSizeClass, .regular)
        }
        func headers() throws -> [String] { Array(texts(try resolve(table(), 800, 400)).prefix(3)) }
        #expect(try headers() == ["Given Name", "Family Name", "Juan"])
        customization[visibility: "mail"] = .visible
        customization[visibility: "family"] = .hidden
        #expect(try headers() == ["Given Name", "E-Mail", "Juan"])
        #expect(customization[visibility: "given"] == .automatic)
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Person>.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization && decoded[visibility: "family"] == .hidden)
    }

    /// `.tableStyle(.inset)` insets the rows from the table's edges (the inset list); a custom
    /// style's body replaces the table, its configuration being opaque as SwiftUI's.
    @Test func tableStyles() throws {
        struct Replaced: TableStyle {
            func makeBody(configuration: Configuration) -> some View { Text("no table") }
        }
        let compact = table().environment(\.horizontalSizeClass, .compact)
        let plain = try #require(try resolve(compact, 390, 400).allNodes.first { $0.text == "Juan" }).frame
        let automatic = try #require(try resolve(compact.tableStyle(.automatic), 390, 400).allNodes.first { $0.text == "Juan" }).frame
        let inset = try #require(try resolve(compact.tableStyle(.inset), 390, 400).allNodes.first { $0.text == "Juan" }).frame
        #expect(automatic == plain)
        #expect(inset.minX > plain.minX)
        #expect(texts(try resolve(compact.tableStyle(Replaced()), 390, 400)) == ["no table"])
    }
}
