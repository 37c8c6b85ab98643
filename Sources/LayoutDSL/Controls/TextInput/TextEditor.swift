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
    @Environment(\.textEditorStyle) private var style

    public init(text: Binding<String>) { self.text = text }

    /// An editor with a selection (iOS 18), kept as given: a rendered frame shows no caret.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.text = text }

    /// An editor of styled text (iOS 26). It edits the text's characters: the attributes are not
    /// drawn (the text shows in the editor's font and colour), and an edit replaces the text with
    /// the edited characters, attributes dropped. The selection is kept as given (see
    /// `AttributedTextSelection`).
    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.text = Binding(get: { String(text.wrappedValue.characters) },
                            set: { text.wrappedValue = AttributedString($0) })
    }

    /// The editor in the `TextEditorStyle` of the environment (`textEditorStyle(_:)`).
    public var body: some View {
        style.body(TextEditorStyleConfiguration(editor: AnyView(
            TextInputFocus(onEditingChanged: { _ in }, onCommit: nil,
                           content: TextInputField(text: text, placeholder: nil, isSecure: false, lines: .unlimited)
                               .padding(Self.insets)
                               .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))))
    }
}
