import LayoutDSL
import Testing

/// `OutlineGroup`: parents are collapsed disclosure groups labelled with their content, leaves their content.
struct OutlineGroupTests {
    struct Item: Identifiable {
        let name: String
        var children: [Item]? = nil
        var id: String { name }
    }
    static let items = [Item(name: "Documents", children: [Item(name: "Taxes"), Item(name: "Letters", children: [Item(name: "Mom")])]),
                        Item(name: "Notes")]

    @Test func collapsedParentsShowTheirLabels() throws {
        let tree = try resolve(VStack { OutlineGroup(Self.items, children: \.children) { Text($0.name) } })
        #expect(tree.allNodes.compactMap(\.text) == ["Documents", "Notes"])
        let root = try resolve(VStack { OutlineGroup(Self.items[0], id: \.name, children: \.children) { Text($0.name) } })
        #expect(root.allNodes.compactMap(\.text) == ["Documents"])
    }

    /// A parent draws a disclosure chevron; a leaf does not.
    @Test func parentsHaveADisclosureIndicator() throws {
        let parent = try resolve(VStack { OutlineGroup(Self.items[0], children: \.children) { Text($0.name) } })
        let leaf = try resolve(VStack { OutlineGroup(Self.items[1], children: \.children) { Text($0.name) } })
        #expect(parent.allNodes.contains { $0.type.hasPrefix("chevron") })
        #expect(!leaf.allNodes.contains { $0.type.hasPrefix("chevron") })
    }
}

/// `List(_:id:children:rowContent:)`: the top-level rows, a chevron on those with children.
struct ListChildrenTests {
    @Test func topLevelRows() throws {
        let tree = try resolve(List(OutlineGroupTests.items, id: \.name, children: \.children) { Text($0.name) })
        #expect(tree.allNodes.compactMap(\.text) == ["Documents", "Notes"])
        #expect(tree.allNodes.filter { $0.type.hasPrefix("chevron") }.count == 1)
    }
}

/// The bound outline forms (iOS 15): each row gets a binding to its element, and its children are
/// the bound children; a tap on a parent's row shows them.
@MainActor
struct BoundOutlineTests {
    struct Tree: View {
        @State var items = OutlineGroupTests.items
        var body: some View {
            List($items, children: \.children) { $item in Text(item.name).accessibilityIdentifier(item.name) }
                .listStyle(.plain)
        }
    }

    struct Renaming: View {
        @State var root = OutlineGroupTests.items[0]
        var body: some View {
            VStack {
                OutlineGroup($root, id: \.name, children: \.children) { $item in
                    Text(item.name).accessibilityIdentifier(item.name).onTapGesture { item = OutlineGroupTests.Item(name: "Renamed") }
                }
            }
        }
    }

    @Test func aTapOnAParentShowsItsChildren() throws {
        let host = ViewHost(Tree(), canvasSize: CGSize(width: 390, height: 400))
        let documents = frame(try host.update(), "Documents")
        #expect(try host.update().allNodes.compactMap(\.text) == ["Documents", "Notes"])
        try host.tap(at: CGPoint(x: 300, y: documents.midY))
        #expect(try host.update().allNodes.compactMap(\.text) == ["Documents", "Taxes", "Letters", "Notes"])
    }

    @Test func rowsWriteThroughTheirBinding() throws {
        let host = ViewHost(Renaming(), canvasSize: CGSize(width: 390, height: 400))
        let documents = frame(try host.update(), "Documents")
        try host.tap(at: CGPoint(x: documents.midX, y: documents.midY))
        #expect(try host.update().allNodes.compactMap(\.text) == ["Renamed"])
    }
}
