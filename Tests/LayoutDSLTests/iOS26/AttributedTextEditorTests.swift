import Foundation
@testable import LayoutDSL
import Testing

/// `TextEditor(text: Binding<AttributedString>)` (iOS 26) edits the characters of styled text.
struct AttributedTextEditorTests {
    @Test func editsTheCharacters() throws {
        var styled = AttributedString("Roast notes")
        styled.font = .headline
        var selection = AttributedTextSelection()
        let text = Binding(get: { styled }, set: { styled = $0 })
        let editor = TextEditor(text: text, selection: Binding(get: { selection }, set: { selection = $0 }))
        #expect(editor.text.wrappedValue == "Roast notes")
        editor.text.wrappedValue = "Roast notes: cherry"
        #expect(String(styled.characters) == "Roast notes: cherry")

        // It lays out as the plain-text editor with the same characters.
        var plain = "Roast notes: cherry"
        let plainEditor = TextEditor(text: Binding(get: { plain }, set: { plain = $0 }))
        #expect(try size(of: editor, proposing: 200, 100) == size(of: plainEditor, proposing: 200, 100))
        #expect(try size(of: editor, proposing: nil, nil) == size(of: plainEditor, proposing: nil, nil))
    }
}
