@testable import LayoutDSL
import Foundation
import Testing

/// `ShareLink` opens the share sheet (`ShareSheet`), laid out as iOS 18.2's ShareSheet does.
@MainActor @Suite(.design(.compatibility))
struct ShareSheetTests {
    /// What the header shows of the items, and the actions their kind gets.
    @Test func items() {
        let link = ShareSheetItem(first: URL(string: "https://www.apple.com/swift/")!, count: 1, previewTitle: nil, previewImage: nil)
        #expect(link.kind == .link && link.subtitle == nil)
        #expect(link.actions.map { $0.map(\.title) } == [["Copy"], ["Add to Reading List"]])
        #expect(link.actions.flatMap { $0.map(\.symbol) } == ["doc.on.doc", "eyeglasses"])
        let previewed = ShareSheetItem(first: URL(string: "https://www.apple.com/swift/")!, count: 1, previewTitle: Text("Swift"),
                                       previewImage: nil)
        #expect(previewed.subtitle != nil)
        let text = ShareSheetItem(first: "Hello", count: 1, previewTitle: nil, previewImage: nil)
        #expect(text.kind == .text && text.actions.map { $0.map(\.title) } == [["Copy"]])
        let image = ShareSheetItem(first: Image(systemName: "star"), count: 1, previewTitle: nil, previewImage: nil)
        #expect(image.kind == .image && image.thumbnail != nil && image.actions.last!.map(\.title) == ["Save Image", "Print"])
        #expect(ShareSheetItem(first: URL(fileURLWithPath: "/tmp/a.pdf"), count: 1, previewTitle: nil, previewImage: nil).kind == .file)
    }

    /// On a 393-point screen the section is inset 6 from the edge and the cells 12.25 apart, so
    /// the first icon's left edge is at 6 + 9 = 15 and one follows every 90.25 points; on a
    /// 430-point screen icons are 64; at 320 three cells a page, from 568 six.
    @Test func appRowGeometry() {
        let narrow = ShareSheetAppRow.spacing(width: 393, margin: 16, icon: 60)
        #expect(narrow.leading == 6 && narrow.spacing == 12.25)
        #expect(ShareSheetAppRow.iconSide(screenWidth: 393) == 60 && ShareSheetAppRow.iconSide(screenWidth: 430) == 64)
        #expect(ShareSheetAppRow.cellsPerPage(width: 320) == 3 && ShareSheetAppRow.cellsPerPage(width: 430) == 4
            && ShareSheetAppRow.cellsPerPage(width: 568) == 6)
    }

    private struct Article: View {
        var body: some View {
            VStack {
                ShareLink(item: URL(string: "https://www.apple.com/swift/")!)
                Spacer()
            }
            .padding(.top, 100)
        }
    }

    /// A tap opens the sheet at the medium detent (half of the large one's 852 − 59 − 10), the
    /// header at least 72 high with the host as its title and the close button 16 from the
    /// edge; the first icon at x 15; Copy and Add to Reading List in rows 52 high; the close
    /// button closes it.
    @Test func tapOpensTheSheet() throws {
        let host = iPhone16Host(Article())
        let closed = try host.update()
        let share = try #require(closed.allNodes.first { $0.text == "Share" })
        #expect(closed.allNodes.first { $0.text == "Copy" } == nil)
        let open = try host.tap(at: CGPoint(x: share.frame.midX, y: share.frame.midY))
        let sheetTop = 852 - (852 - 59 - 10) / 2.0
        let title = try #require(open.allNodes.first { $0.text == "apple.com" })
        #expect(abs(title.frame.midY - (sheetTop + 36)) < 1)
        let close = try #require(open.allNodes.first { $0.frame.width == 30 && $0.frame.height == 30 && $0.frame.minX > 300 })
        #expect(close.frame.maxX == 393 - 16 && abs(close.frame.midY - (sheetTop + 36)) < 0.5)
        let airDrop = try #require(open.allNodes.first { $0.text == "AirDrop" })
        #expect(abs(airDrop.frame.midX - (15 + 30)) < 0.5)
        let copy = try #require(open.allNodes.first { $0.text == "Copy" })
        let reading = try #require(open.allNodes.first { $0.text == "Add to Reading List" })
        #expect(copy.frame.minX == 32 && reading.frame.minY - copy.frame.minY == 52 + 20)
        let closedAgain = try host.tap(at: CGPoint(x: close.frame.midX, y: close.frame.midY))
        #expect(closedAgain.allNodes.first { $0.text == "Copy" } == nil)
    }
}
