@testable import LayoutDSL
import Testing

/// iOS 26's open menu on an iPhone 16 (docs/reference/ios26-design.md, "Menus";
/// `GlassMenuMetrics`): 10 pt above the first row, rows 42 pt apart at the Large text size with no
/// line between them, a 21 pt band at a divider, images in a leading column (centred 36 pt in)
/// with titles 60 pt in, 22 pt in when no row has an image or a checkmark, a submenu's chevron
/// trailing.
@Suite(.design(.liquidGlass))
struct GlassMenuTests {
    private struct Actions: View {
        @State private var archived = false
        let withImages: Bool
        var body: some View {
            HStack {
                Spacer()
                Menu("Actions") {
                    if withImages {
                        Button("Rename", systemImage: "pencil") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    } else {
                        Button("Rename") {}
                        Button("Delete", role: .destructive) {}
                    }
                    Divider()
                    Menu("Move") { Button("Inbox") {} }
                }
            }
            .padding(.horizontal, 16)
        }
    }

    private func open(_ view: some View) throws -> (button: CGRect, tree: ResolvedTree) {
        let host = iPhone16Host(view)
        let button = try frame("Actions", in: try host.update())
        return (button, try host.tap(at: CGPoint(x: button.midX, y: button.midY)))
    }

    private func frame(_ text: String, in tree: ResolvedTree) throws -> CGRect {
        try #require(tree.allNodes.last { $0.text == text }).frame
    }

    @Test func rowsWithImagesStartTheirTitles60PointsIn() throws {
        let (button, tree) = try open(Actions(withImages: true))
        let platterMinX = button.maxX - 250
        let rename = try frame("Rename", in: tree), delete = try frame("Delete", in: tree), move = try frame("Move", in: tree)
        #expect(abs(rename.minX - (platterMinX + 60)) < 0.01)
        #expect(abs(move.minX - (platterMinX + 60)) < 0.01)
        // 10 pt of padding, then a 42 pt row (a 22 pt body line and 10 pt above and below).
        #expect(abs(rename.midY - (button.maxY + 10 + 21)) < 0.01)
        #expect(abs(delete.midY - (rename.midY + 42)) < 0.01)
        #expect(abs(move.midY - (delete.midY + 42 + 21)) < 0.01)
        // The pencil's image is centred in the leading column, 36 pt in.
        let pencil = try #require(tree.allNodes.last { $0.frame.midY == rename.midY && $0.frame.maxX <= rename.minX && $0.frame.width > 0 })
        #expect(abs(pencil.frame.midX - (platterMinX + 36)) < 0.01)
    }

    @Test func rowsWithoutImagesStartTheirTitles22PointsIn() throws {
        let (button, tree) = try open(Actions(withImages: false))
        let platterMinX = button.maxX - 250
        let rename = try frame("Rename", in: tree), move = try frame("Move", in: tree)
        #expect(abs(rename.minX - (platterMinX + 22)) < 0.01)
        #expect(abs(move.minX - (platterMinX + 22)) < 0.01)
        // The submenu's chevron is trailing: its 14 pt box ends 24 pt from the platter's edge.
        let chevron = try #require(tree.allNodes.last { abs($0.frame.midY - move.midY) < 0.01 && $0.frame.minX > move.maxX })
        #expect(abs(chevron.frame.midX - (button.maxX - 24 - 7)) < 0.01)
    }

    /// A checkable row puts its checkmark in the leading column: every title moves to 60 pt.
    @Test func aCheckedRowShowsItsCheckmarkInTheLeadingColumn() throws {
        struct Sorting: View {
            @State private var order = "Name"
            var body: some View {
                Menu("Actions") {
                    Picker("Sort", selection: $order) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                    }
                }
            }
        }
        let (button, tree) = try open(Sorting())
        let platter = PlatterPlacement(anchor: button, screen: CGRect(x: 0, y: 0, width: 393, height: 852),
                                       safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let platterMinX = platter.frame(for: CGSize(width: 250, height: 100)).minX
        let name = try frame("Name", in: tree), date = try frame("Date", in: tree)
        #expect(abs(name.minX - (platterMinX + 60)) < 0.01 && abs(date.minX - (platterMinX + 60)) < 0.01)
        #expect(abs(date.midY - (name.midY + 42)) < 0.01)
    }
}
