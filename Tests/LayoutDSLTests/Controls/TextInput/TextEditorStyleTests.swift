import LayoutDSL
import Testing

/// `textEditorStyle(_:)`: `.automatic` and `.plain` draw the editor as it is on iOS (no
/// decoration there); a custom style's body replaces it, the configuration being opaque.
struct TextEditorStyleTests {
    @Test func stylesDrawOrReplaceTheEditor() throws {
        struct Replaced: TextEditorStyle {
            func makeBody(configuration: Configuration) -> some View { Text("no editor") }
        }
        let editor = TextEditor(text: .constant("Notes")).frame(width: 300, height: 200)
        let bare = try #require(try resolve(editor, 300, 200).allNodes.first { $0.text == "Notes" }).frame
        for styled in [AnyView(editor.textEditorStyle(.automatic)), AnyView(editor.textEditorStyle(.plain))] {
            #expect(try #require(try resolve(styled, 300, 200).allNodes.first { $0.text == "Notes" }).frame == bare)
        }
        #expect(bare.origin == CGPoint(x: 5, y: 8))
        let replaced = try resolve(editor.textEditorStyle(Replaced()), 300, 200)
        #expect(replaced.allNodes.compactMap(\.text) == ["no editor"])
    }
}
