/// The insertion point a focused field draws: a bar in the tint colour, 2 points wide and one
/// line of the field's font tall, its leading edge where the text ends.
///
/// - Width 2 pt: UITextView's caret (`caretRect(for:)` returns rects 2 points wide on iOS 7 and
///   later; the same in UITextField, whose editor is a text view).
/// - Height: the line height of the font (estimated: iOS's caret spans the font's ascender to
///   descender, a point or two less than the line).
/// - Colour: the tint (`.tint` recolours the caret in SwiftUI), else the accent colour.
nonisolated struct TextCaret: View {
    static let width: CGFloat = 2
    @Environment(\.tint) private var tint

    var body: some View {
        // A clear one-line text gives the height of a line in the field's font.
        Text(verbatim: " ")
            .opacity(0)
            .frame(width: Self.width)
            .background(tint ?? .accentColor)
    }
}
