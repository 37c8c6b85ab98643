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
}
