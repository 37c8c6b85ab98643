import Foundation

/// A view that edits long text, as SwiftUI's `TextEditor` (a UITextView): it fills the space
/// it is offered, its text wrapped from the top-leading corner in the label colour, as many
/// lines as the text has (a text view scrolls rather than truncates).
///
/// Insets: UITextView's defaults, `textContainerInset` (8, 0, 8, 0) and the text container's
/// `lineFragmentPadding` of 5 pt on each side (UIKit documentation of both properties), so
/// text starts 5 pt in and 8 pt down. Offered no size, it is as large as its text plus those
/// insets. It has no placeholder (SwiftUI's TextEditor takes none) and no background of its
/// own (it shows what is behind it, as with `.scrollContentBackground(.hidden)` in iOS 17;
/// estimated for plain screens, where UITextView's white matches the background).
nonisolated public struct TextEditor: View {
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    let text: Binding<String>
    /// The styled text of an editor of an `AttributedString`, drawn with its attributes.
    let attributed: Binding<AttributedString>?
    @Environment(\.textEditorStyle) private var style

    public init(text: Binding<String>) {
        self.text = text
        attributed = nil
    }

    /// An editor with a selection (iOS 18), kept as given: a rendered frame shows no caret.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.init(text: text) }

    /// An editor of styled text (iOS 26): the text is drawn with its attributes, under the
    /// environment's formatting definition (`attributedTextFormattingDefinition(_:)`) as `Text`
    /// draws an `AttributedString`. An edit replaces only the characters that changed, the new
    /// ones taking the attributes of the character before them (`AttributedTextSelection`'s
    /// typing attributes), as UITextView's typing attributes do. The selection is kept as given.
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.text = Binding(get: { String(text.wrappedValue.characters) },
                            set: { text.wrappedValue = Self.editing(text.wrappedValue, into: $0) })
        attributed = text
    }

    /// `old` with the characters that differ from `new` replaced: the common start and end kept
    /// with their attributes, the middle typed in the attributes of the character before it.
    static func editing(_ old: AttributedString, into new: String) -> AttributedString {
        let before = Array(old.characters), after = Array(new)
        var start = 0
        while start < min(before.count, after.count), before[start] == after[start] { start += 1 }
        var end = 0
        while end < min(before.count, after.count) - start, before[before.count - 1 - end] == after[after.count - 1 - end] { end += 1 }
        var edited = old
        let lower = edited.characters.index(edited.startIndex, offsetBy: start)
        let upper = edited.characters.index(edited.startIndex, offsetBy: before.count - end)
        var selection = AttributedTextSelection(range: lower..<upper)
        if lower == upper { selection = AttributedTextSelection(insertionPoint: lower) }
        edited.replaceSelection(&selection, withCharacters: after[start..<(after.count - end)])
        return edited
    }

    /// The editor in the `TextEditorStyle` of the environment (`textEditorStyle(_:)`).
    public var body: some View {
        style.body(TextEditorStyleConfiguration(editor: AnyView(
            TextInputFocus(onEditingChanged: { _ in }, onCommit: nil,
                           content: TextInputField(text: text, placeholder: nil, isSecure: false, lines: .unlimited,
                                                   styled: attributed.map { Text($0.wrappedValue) })
                               .padding(Self.insets)
                               .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))))
    }
}
