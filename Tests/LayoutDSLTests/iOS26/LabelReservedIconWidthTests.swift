@testable import LayoutDSL
import Testing

/// `labelReservedIconWidth(_:)` (iOS 26): labels centre their icon in a column that wide, so titles
/// beside icons of different widths line up; unset, the icon keeps its own width.
struct LabelReservedIconWidthTests {
    @Test func theIconTakesTheReservedWidth() throws {
        let title = Color.blue.frame(width: 50, height: 10)
        for width in [12, 20] as [CGFloat] {
            let icon = Color.red.frame(width: width, height: 20)
            let label = Label { title } icon: { icon }.labelIconToTitleSpacing(0).labelReservedIconWidth(40)
            #expect(try size(of: label, proposing: nil, nil) == CGSize(width: 90, height: 20))
            let tree = try ViewHost(label.fixedSize(), canvasSize: CGSize(width: 200, height: 100)).update()
            let frames = tree.allNodes.filter { $0.type == "Color" }.map(\.frame)
            // The icon centred in the 40-point column, the title after it, whatever the icon's width.
            #expect(frames.count == 2 && frames[0].midX - frames[1].minX == -20 && frames[0].width == width)
        }
        let unset = Label { title } icon: { Color.red.frame(width: 12, height: 20) }.labelIconToTitleSpacing(0)
        #expect(try size(of: unset, proposing: nil, nil) == CGSize(width: 62, height: 20))
    }

    /// A list row's icon column (28 pt at the default text size) becomes the reserved width: the
    /// title moves by the difference.
    @Test func aListRowsIconColumnTakesTheReservedWidth() throws {
        func titleX(_ reserved: CGFloat?) throws -> CGFloat {
            let list = List { Label("Inbox", systemImage: "tray") }
            let view = reserved.map { AnyView(list.labelReservedIconWidth($0)) } ?? AnyView(list)
            let tree = try ViewHost(view, canvasSize: CGSize(width: 393, height: 200)).update()
            return try #require(tree.allNodes.first { $0.type == "Text" }).frame.minX
        }
        #expect(try titleX(44) - titleX(nil) == 16)
    }
}
