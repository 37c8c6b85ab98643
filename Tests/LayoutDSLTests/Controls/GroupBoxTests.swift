@testable import LayoutDSL
import Testing

/// The default group box: label over content, both leading, 16 points in, full width; a custom
/// style replaces it.
struct GroupBoxTests {
    @Test func defaultLayout() throws {
        let view = GroupBox {
            Color.gray.frame(width: 50, height: 20).accessibilityIdentifier("content")
        } label: {
            Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("label")
        }
        let tree = try resolve(view.frame(width: 300), 300, 200)
        let label = frame(tree, "label"), content = frame(tree, "content")
        #expect(label.minX == 16 && content.minX == 16)
        #expect(content.minY == label.maxY + 8)
        #expect(tree.allNodes.contains { $0.type == "RoundedRectangle" && $0.frame.width == 300 && $0.frame.height == 16 + 10 + 8 + 20 + 16 })
    }

    struct Plain: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; configuration.content }
        }
    }

    @Test func customStyle() throws {
        let view = GroupBox("Title") { Color.gray.frame(width: 50, height: 20).accessibilityIdentifier("content") }
            .groupBoxStyle(Plain())
        let tree = try resolve(view, 300, 200)
        #expect(!tree.allNodes.contains { $0.type == "RoundedRectangle" })
        #expect(tree.allNodes.contains { $0.text == "Title" })
    }
}
