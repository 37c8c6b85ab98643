/// Focus for a text input, around everything its style draws: a tap anywhere on the styled
/// field (its border's insets too, as a tap anywhere in a UITextField's bounds makes it first
/// responder) focuses it, through its `.focused` binding if it has one, else by itself; the
/// field inside reads whether it is focused to draw the caret.
///
/// Return in a focused field (`ViewHost.submit()`) runs the `.onSubmit` actions around it and
/// the deprecated `onCommit`; a text editor takes Return as a new line, so it submits nothing.
struct TextInputFocus<Content: View> {
    let onEditingChanged: (Bool) -> Void
    /// The deprecated `onCommit` action, or nil for a text editor, which does not submit.
    let onCommit: (() -> Void)?
    let content: Content

    @Environment(\.focusLink) private var focusLink
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.submitActions) private var submitActions
    /// Focus of a field with no `.focused` binding.
    @State private var tappedFocus = false
    private let focusClaim = FocusClaim()

    private var isFocused: Bool { isEnabled && (focusLink?.isFocused ?? tappedFocus) }

    var body: some View {
        focusClaim.update(isFocused: isFocused, submitActions: onCommit.map { submitActions + [$0] } ?? [])
        return content
            .environment(\.isFocused, isFocused)
            .contentShape(Rectangle())
            .onTapGesture(perform: focus)
    }

    /// A disabled field takes no focus: a disabled UITextField cannot become first responder.
    private func focus() {
        guard isEnabled, !isFocused else { return }
        if let focusLink { focusLink.focus() } else { tappedFocus = true }
        let tapped = $tappedFocus
        focusClaim.claim(resign: { [focusLink] in
            if let focusLink { focusLink.resign() } else { tapped.wrappedValue = false }
            onEditingChanged(false)
        })
        onEditingChanged(true)
    }
}

extension TextInputFocus: View {}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus (SwiftUI's `isFocused`, iOS 15). On an
    /// iPhone what takes focus is a text input, so this is true inside a focused text field or
    /// editor (what its style draws: the caret shows), false elsewhere.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] } set { self[IsFocusedKey.self] = newValue }
    }
}
