/// What every text input draws, whatever its style: the text (or bullets for a secure field)
/// in the label colour, or the placeholder in `placeholderText` when empty, the caret when
/// focused (`TextInputFocus` around the styled field says when).
///
/// Layout follows SwiftUI's `TextField`: as wide as it is offered (`frame(minWidth: 0,
/// maxWidth: .infinity)`, so zero is zero and infinity is infinity); offered no width, as wide as
/// its text, or its placeholder when empty (`.fixedSize()` on a TextField shrinks it to its
/// content, the usual way to make a field hug its text). Its height is its lines in the field's
/// font whatever height it is offered: one line on the horizontal axis; on the vertical axis
/// its text wrapped at its width, at least `reservedLines` and at most `lineLimit` lines.
nonisolated struct TextInputField: View {
    let text: Binding<String>
    let placeholder: Text?
    let isSecure: Bool
    /// How many lines it may grow to: one, the environment's range (a vertical field), or any
    /// (a text editor, which scrolls rather than truncates).
    let lines: Lines

    enum Lines { case single, environment, unlimited }
    /// The text drawn instead of the characters, with its own styles (a rich text editor's).
    var styled: Text? = nil

    @Environment(\.isFocused) private var isFocused
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.reservedLines) private var reservedLines
    /// UITextField's `textAlignment`: SwiftUI maps `.multilineTextAlignment` onto it, so a
    /// field's text (and placeholder and caret) sits at the leading edge, the centre or the
    /// trailing edge of its width (numeric fields in forms are often trailing).
    @Environment(\.multilineTextAlignment) private var textAlignment

    /// A secure field shows one bullet (U+2022) per character, as UITextField's
    /// `isSecureTextEntry` does once the last character's brief reveal is over.
    static func shown(_ text: String, isSecure: Bool) -> String {
        isSecure ? String(repeating: "\u{2022}", count: text.count) : text
    }

    var body: some View {
        let shown = Self.shown(text.wrappedValue, isSecure: isSecure)
        let limit: Int? = switch lines { case .single: 1; case .environment: lineLimit; case .unlimited: nil }
        let reserved = lines == .environment ? min(reservedLines, limit ?? reservedLines) : 1
        let multiline = lines != .single
        let horizontal: HorizontalAlignment = switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        ZStack(alignment: Alignment(horizontal: horizontal, vertical: .top)) {
            // Clear lines that hold the field's height when its text is shorter (or empty).
            Text(verbatim: Array(repeating: " ", count: reserved).joined(separator: "\n"))
                .opacity(0)
                .frame(width: 0, alignment: .leading)
            if shown.isEmpty {
                placeholder?
                    .foregroundStyle(Color(.placeholderText))
                    .overlay(alignment: Alignment(horizontal: horizontal, vertical: multiline ? .top : .center)) { caret }
                if placeholder == nil { caret }
            } else {
                ((isSecure ? nil : styled) ?? Text(verbatim: shown))
                    .overlay(alignment: Alignment(horizontal: .textEnd, vertical: .bottom)) {
                        caret.alignmentGuide(.textEnd) { $0[.leading] }
                    }
            }
        }
        .lineLimit(limit)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: Alignment(horizontal: horizontal, vertical: .top))
        .opacity(isEnabled ? 1 : Self.disabledOpacity)
    }

    /// A disabled field is drawn at half opacity (estimated; SwiftUI's other controls here dim
    /// the same way).
    static let disabledOpacity = 0.5

    @ViewBuilder private var caret: some View {
        if isFocused { TextCaret() }
    }
}
