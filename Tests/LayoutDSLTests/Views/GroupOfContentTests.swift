import Foundation
import LayoutDSL
import Testing

/// `Group` around tabs, table rows and columns (SwiftUI's non-view `Group` forms): the group
/// stands for what it holds, in order.
struct GroupOfContentTests {
    struct Person: Identifiable { let given: String, family: String; var id: String { given } }
    static let people = [Person(given: "Juan", family: "Chavez"), Person(given: "Mei", family: "Chen")]

    @Test func groupedTabsFillTheBar() throws {
        let showsInbox = true
        let tree = try ViewHost(TabView {
            Tab("Home", systemImage: "house") { Color.red.accessibilityIdentifier("home") }
            Group {
                if showsInbox { Tab("Inbox", systemImage: "tray") { Color.blue } }
                Tab("Search", systemImage: "magnifyingglass") { Color.gray }
            }
        }, canvasSize: CGSize(width: 400, height: 800)).update()
        let labels = tree.allNodes.compactMap(\.text).filter { ["Home", "Inbox", "Search"].contains($0) }
        #expect(labels == ["Home", "Inbox", "Search"] && tree.node(id: "home") != nil)
    }

    @Test func groupedRowsAndColumns() throws {
        let table = Table(of: Person.self) {
            Group {
                TableColumn("Given Name", value: \Person.given)
                TableColumn("Family Name", value: \Person.family)
            }
        } rows: {
            TableRow(Self.people[1])
            Group { ForEach(Self.people) }
        }
        let tree = try resolve(table.environment(\.horizontalSizeClass, UserInterfaceSizeClass.regular), 800, 400)
        #expect(tree.allNodes.compactMap(\.text)
                == ["Given Name", "Family Name", "Mei", "Chen", "Juan", "Chavez", "Mei", "Chen"])
    }
}
