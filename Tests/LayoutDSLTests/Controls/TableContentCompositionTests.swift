import Foundation
import LayoutDSL
import Testing

/// Table content that is not primitive: a type that declares only its body (SwiftUI's defaults of
/// `_makeContent(content:inputs:)` and `_makeRows(content:inputs:)`), and a wrapper whose body is
/// `Never` and which forwards `_makeContent` to the content it evaluates, as swift-perception's
/// `WithPerceptionTracking` does (`content[\.body]` of a `_GraphValue`).
struct TableContentCompositionTests {
    struct Person: Identifiable {
        let given: String, family: String
        var id: String { given }
    }
    static let people = [Person(given: "Juan", family: "Chavez"), Person(given: "Mei", family: "Chen")]

    struct NameColumns: TableColumnContent {
        @TableColumnBuilder<Person, Never>
        nonisolated var tableColumnBody: some TableColumnContent<Person, Never> {
            TableColumn("Given", value: \.given)
            TableColumn("Family", value: \.family)
        }
    }

    struct PeopleRows: TableRowContent {
        var tableRowBody: some TableRowContent<Person> {
            ForEach(TableContentCompositionTests.people) { TableRow($0) }
        }
    }

    /// Counts the evaluations of its content, as a tracking wrapper would observe them.
    nonisolated final class Evaluations: @unchecked Sendable { var count = 0 }

    struct Tracked<Content> {
        let evaluations: Evaluations
        let content: () -> Content
        nonisolated var body: Content {
            evaluations.count += 1
            return content()
        }
    }

    func texts(_ view: some View) throws -> [String] {
        try resolve(view.environment(\.horizontalSizeClass, .regular), 800, 400).allNodes.compactMap(\.text)
    }

    @Test func composedColumnsAreTheirBodys() throws {
        #expect(try texts(Table(Self.people) { NameColumns() }) == ["Given", "Family", "Juan", "Chavez", "Mei", "Chen"])
    }

    @Test func composedRowsAreTheirBodys() throws {
        let table = Table(of: Person.self) {
            TableColumn("Given", value: \.given)
        } rows: {
            PeopleRows()
        }
        #expect(try texts(table) == ["Given", "Juan", "Mei"])
    }

    @Test func wrapperForwardsMakeContentToItsBody() throws {
        let evaluations = Evaluations()
        let table = Table(Self.people) {
            Tracked(evaluations: evaluations) { TableColumn("Given", value: \Person.given) }
            TableColumn("Family", value: \.family)
        }
        #expect(try texts(table) == ["Given", "Family", "Juan", "Chavez", "Mei", "Chen"])
        #expect(evaluations.count > 0)
    }
}

extension TableContentCompositionTests.Tracked: TableColumnContent where Content: TableColumnContent {
    typealias TableRowValue = Content.TableRowValue
    typealias TableColumnSortComparator = Content.TableColumnSortComparator
    typealias TableColumnBody = Never

    nonisolated var tableColumnBody: Never { fatalError() }

    nonisolated static func _makeContent(content: _GraphValue<Self>, inputs: _TableColumnInputs) -> _TableColumnOutputs {
        Content._makeContent(content: content[\.body], inputs: inputs)
    }
}

/// Conforms with a `Never` body and nothing else, as the wrapper does: `_rows` has a default.
extension TableContentCompositionTests.Tracked: TableRowContent where Content: TableRowContent {
    typealias TableRowValue = Content.TableRowValue
    typealias TableRowBody = Never

    var tableRowBody: Never { fatalError() }
}
