import Foundation
import LayoutDSL
import Testing

/// `List(selection:)` on an iPhone: in edit mode rows show selection circles and taps select
/// them; outside it a single selection follows taps and a set does not; a selected row is drawn
/// on `systemGray4`; `selectionDisabled()` rows are not selected.
@MainActor
struct ListSelectionTests {
    static let names = ["Alpha", "Bravo", "Charlie"]

    struct Many: View {
        @State var selection: Set<String> = ["Bravo"]
        var mode: EditMode
        var disabled: String? = nil
        var body: some View {
            List(ListSelectionTests.names, id: \.self, selection: $selection) { name in
                Text(name).accessibilityIdentifier(name).selectionDisabled(name == disabled)
            }
            .listStyle(.plain)
            .environment(\.editMode, .constant(mode))
        }
    }

    struct One: View {
        @State var selection: String?
        var body: some View {
            List(selection: $selection) {
                ForEach(ListSelectionTests.names, id: \.self) { Text($0).accessibilityIdentifier($0) }
            }
            .listStyle(.plain)
        }
    }

    /// With an `EditButton` above the list, which flips the edit mode the list reads.
    struct Editable: View {
        @State var mode = EditMode.inactive
        @State var selection: Set<Int> = []
        var body: some View {
            VStack(spacing: 0) {
                EditButton().frame(height: 44)
                List(0..<2, id: \.self, selection: $selection) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
                    .listStyle(.plain)
            }
            .environment(\.editMode, $mode)
        }
    }

    func host(_ view: some View) -> ViewHost { ViewHost(view, canvasSize: CGSize(width: 390, height: 400)) }

    func symbols(_ tree: ResolvedTree) -> [String] {
        tree.allNodes.map(\.type).filter { $0 == "circle" || $0 == "checkmark.circle.fill" }
    }

    static let gray: Paint = {
        let tree = try! ViewHost(Color(uiColor: .systemGray4), canvasSize: CGSize(width: 10, height: 10)).update()
        return paints(tree)[0]
    }()

    static func paints(_ tree: ResolvedTree) -> [Paint] {
        tree.allNodes.flatMap(\.display.content).compactMap { item -> Paint? in
            switch item {
            case let .fill(_, _, paint), let .shape(_, _, paint): paint
            default: nil
            }
        }
    }

    /// The rows whose cell is drawn on the selection colour, by the text they hold.
    func selectedRows(_ tree: ResolvedTree) -> [String] {
        Self.names.filter { name in
            guard let text = tree.node(id: name) else { return false }
            return tree.allNodes.contains { node in
                node.frame.minY <= text.frame.minY && node.frame.maxY >= text.frame.maxY && node.frame.width == 390
                    && node.display.content.contains { item in
                        if case let .fill(_, _, paint) = item { return paint == Self.gray }
                        if case let .shape(_, _, paint) = item { return paint == Self.gray }
                        return false
                    }
            }
        }
    }

    /// In edit mode every row shows a circle, the selected one a checkmark, and the content moves
    /// right past the circle and 12 points; outside edit mode there are none.
    @Test(.design(.compatibility)) func editModeShowsSelectionCircles() throws {
        let editing = try host(Many(mode: .active)).update()
        #expect(symbols(editing) == ["circle", "checkmark.circle.fill", "circle"])
        let circle = try #require(editing.allNodes.first { $0.type == "circle" })
        #expect(circle.frame.minX == 20)
        #expect(frame(editing, "Alpha").minX == circle.frame.maxX + 12)
        let resting = try host(Many(mode: .inactive)).update()
        #expect(symbols(resting).isEmpty && frame(resting, "Alpha").minX == 20)
        #expect(selectedRows(editing) == ["Bravo"] && selectedRows(resting) == ["Bravo"])
    }

    /// In edit mode a tap toggles a row in the set; outside it taps change nothing.
    @Test func tapsToggleASetInEditMode() throws {
        let editing = host(Many(mode: .active))
        let first = try editing.update()
        let alpha = frame(first, "Alpha")
        var tree = try editing.tap(at: CGPoint(x: alpha.midX, y: alpha.midY))
        #expect(selectedRows(tree) == ["Alpha", "Bravo"])
        let bravo = frame(tree, "Bravo")
        tree = try editing.tap(at: CGPoint(x: bravo.midX, y: bravo.midY))
        #expect(selectedRows(tree) == ["Alpha"])
        #expect(symbols(tree) == ["checkmark.circle.fill", "circle", "circle"])
        let resting = host(Many(mode: .inactive))
        let rest = try resting.update()
        let charlie = frame(rest, "Charlie")
        #expect(selectedRows(try resting.tap(at: CGPoint(x: charlie.midX, y: charlie.midY))) == ["Bravo"])
    }

    /// A single selection follows taps outside edit mode, one row at a time.
    @Test func aSingleSelectionFollowsTaps() throws {
        let host = host(One())
        var tree = try host.update()
        #expect(selectedRows(tree).isEmpty)
        let charlie = frame(tree, "Charlie")
        tree = try host.tap(at: CGPoint(x: charlie.midX, y: charlie.midY))
        #expect(selectedRows(tree) == ["Charlie"])
        let alpha = frame(tree, "Alpha")
        tree = try host.tap(at: CGPoint(x: alpha.midX, y: alpha.midY))
        #expect(selectedRows(tree) == ["Alpha"] && symbols(tree).isEmpty)
    }

    /// A row with `selectionDisabled()` keeps its state when tapped.
    @Test func disabledRowsAreNotSelected() throws {
        let host = host(Many(mode: .active, disabled: "Charlie"))
        let charlie = frame(try host.update(), "Charlie")
        #expect(selectedRows(try host.tap(at: CGPoint(x: charlie.midX, y: charlie.midY))) == ["Bravo"])
    }

    /// `EditButton` turns edit mode on: circles appear, and taps then select.
    @Test func editButtonShowsTheCircles() throws {
        let host = host(Editable())
        var tree = try host.update()
        #expect(symbols(tree).isEmpty)
        tree = try host.tap(at: CGPoint(x: 195, y: 22))
        #expect(symbols(tree) == ["circle", "circle"])
        let row = frame(tree, "row1")
        tree = try host.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(symbols(tree) == ["circle", "checkmark.circle.fill"])
    }
}
