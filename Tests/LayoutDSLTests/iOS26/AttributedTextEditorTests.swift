import Foundation
@testable import LayoutDSL
import Testing

/// `TextEditor(text: Binding<AttributedString>)` (iOS 26) draws styled text with its attributes
/// and edits it as UITextView does: typed characters take the attributes of the one before them.
struct AttributedTextEditorTests {
    @Test func typedCharactersTakeTheAttributesBeforeThem() throws {
        var styled = AttributedString("Roast notes")
        styled.font = .headline
        var selection = AttributedTextSelection()
        let text = Binding(get: { styled }, set: { styled = $0 })
        let editor = TextEditor(text: text, selection: Binding(get: { selection }, set: { selection = $0 }))
        #expect(editor.text.wrappedValue == "Roast notes")
        editor.text.wrappedValue = "Roast notes: cherry"
        #expect(String(styled.characters) == "Roast notes: cherry")
        #expect(styled.runs.count == 1 && styled.runs.first?.font == .headline)
        // A word replaced in the middle takes the attributes of the first character it replaces.
        var mixed = AttributedString("dark") + AttributedString(" roast")
        mixed[mixed.startIndex..<mixed.characters.index(mixed.startIndex, offsetBy: 4)].foregroundColor = .brown
        let edited = TextEditor.editing(mixed, into: "light roast")
        #expect(edited.runs.map { String(edited[$0.range].characters) } == ["light", " roast"])
        #expect(edited.runs.first?.foregroundColor == .brown)
    }

    /// The editor is as large as its styled text plus UITextView's insets (5 pt each side, 8 pt
    /// above and below), as the plain editor is with its plain text.
    @Test func itLaysOutItsStyledText() throws {
        var title = AttributedString("Roast notes")
        title.font = .largeTitle
        let editor = TextEditor(text: .constant(title))
        let styled = try size(of: Text(title), proposing: nil, nil)
        #expect(try size(of: editor, proposing: nil, nil) == CGSize(width: styled.width + 10, height: styled.height + 16))
        let plain = try size(of: TextEditor(text: .constant("Roast notes")), proposing: nil, nil)
        #expect(try size(of: editor, proposing: nil, nil).height > plain.height)
    }
}
