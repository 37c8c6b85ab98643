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

    /// A style that decorates the default box: `GroupBox(configuration)` draws the default box
    /// (its background, the label 16 points in) inside the style's padding, not the style again.
    @Test func configurationBoxIsTheDefaultBox() throws {
        struct Padded: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(10) }
        }
        let view = GroupBox {
            Color.gray.frame(width: 50, height: 20).accessibilityIdentifier("content")
        } label: {
            Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("label")
        }
        let tree = try resolve(view.groupBoxStyle(Padded()).frame(width: 300), 300, 200)
        #expect(frame(tree, "label").minX == 26 && frame(tree, "content").minX == 26)
        #expect(tree.allNodes.filter { $0.type == "RoundedRectangle" }.map(\.frame.width) == [280])
    }

    /// A form style that wraps the automatic form draws it, not itself again.
    @Test func configurationFormIsTheAutomaticForm() throws {
        struct Wrapped: FormStyle {
            func makeBody(configuration: Configuration) -> some View { Form(configuration).accessibilityIdentifier("inner") }
        }
        let styled = try resolve(Form { Text("Row") }.formStyle(Wrapped()), 300, 400)
        let plain = try resolve(Form { Text("Row") }.accessibilityIdentifier("inner"), 300, 400)
        #expect(frame(styled, "inner") == frame(plain, "inner"))
        #expect(styled.allNodes.first { $0.text == "Row" }?.frame == plain.allNodes.first { $0.text == "Row" }?.frame)
    }
}
