@testable import LayoutDSL
import Testing

/// iOS 18's document launch view: title and actions above the browser's sheet, accessories
/// placed with the title's frame, `NewDocumentButton`'s titles.
struct DocumentLaunchViewTests {
    /// On an iPhone 16 the browser's sheet takes the lower 45 % of the safe area, out to the
    /// screen's bottom edge; the title sits centred above the actions in the space above it.
    @MainActor @Test func titleAndActionsSitAboveTheBrowserSheet() throws {
        let launch = DocumentLaunchView("Books", for: [.plainText]) {
            NewDocumentButton("Start New Book").accessibilityIdentifier("new")
        } onDocumentOpen: { url in
            Text(url.lastPathComponent)
        } background: {
            Color.orange.accessibilityIdentifier("background")
        } backgroundAccessoryView: { geometry in
            Color.clear.frame(width: geometry.titleViewFrame.width, height: geometry.titleViewFrame.height)
                .accessibilityIdentifier("accessory")
                .position(x: geometry.titleViewFrame.midX, y: geometry.titleViewFrame.midY)
        }
        let tree = try iPhone16Host(launch).update()
        let title = try #require(tree.allNodes.first { $0.text == "Books" })
        let button = frame(tree, "new")
        #expect(title.frame.maxY + 24 <= button.minY + 0.01)
        #expect(abs(title.frame.midX - 196.5) < 0.01 && abs(button.midX - 196.5) < 0.01)
        let sheetTop = 59 + (759 * 0.55).rounded(.down)
        #expect(button.maxY < sheetTop)
        // The accessory's frame is the title's: the proxy's titleViewFrame in the screen's space.
        let accessory = frame(tree, "accessory")
        #expect(abs(accessory.minX - title.frame.minX) < 0.01 && abs(accessory.minY - title.frame.minY) < 0.01)
        #expect(abs(accessory.width - title.frame.width) < 0.01)
        // The background reaches the screen's edges.
        #expect(frame(tree, "background") == rect(0, 0, 393, 852))
    }

    /// The button is titled "Create Document" unless given a title; it is a button.
    @MainActor @Test func newDocumentButtonTitles() throws {
        let tree = try resolve(VStack {
            NewDocumentButton().accessibilityIdentifier("default")
            NewDocumentButton(Text("Blank Page"), contentType: .plainText).accessibilityIdentifier("text")
            NewDocumentButton("Template", contentType: .json) { nil }.accessibilityIdentifier("key")
        })
        #expect(tree.node(id: "default")?.subtree.contains { $0.text == "Create Document" } == true)
        #expect(tree.node(id: "text")?.subtree.contains { $0.text == "Blank Page" } == true)
        #expect(tree.node(id: "key")?.subtree.contains { $0.text == "Template" } == true)
    }
}
