import LayoutDSL
import Testing

/// `listRowInsets(_:_:)` (iOS 26) sets the row insets on some edges, keeping the style's on the
/// others: the Liquid Glass list's 15 pt above and below, 16 pt at the sides.
struct ListRowInsetsEdgesTests {
    private func rowFrame(_ row: some View) throws -> CGRect {
        frame(try resolve(List { row.accessibilityIdentifier("row") }, 400, 400), "row")
    }

    @Test func edgesTakeTheLength() throws {
        let content = Color.red.frame(height: 30)
        #expect(try rowFrame(content.listRowInsets(.leading, 40))
                == rowFrame(content.listRowInsets(EdgeInsets(top: 15, leading: 40, bottom: 15, trailing: 16))))
        #expect(try rowFrame(content.listRowInsets(.all, 0)) == rowFrame(content.listRowInsets(EdgeInsets())))
        #expect(try rowFrame(content.listRowInsets(.horizontal, nil)) == rowFrame(content))
        #expect(try rowFrame(content.listRowInsets(.leading, 40)).minX != rowFrame(content).minX)
    }
}
