/// A field for passwords, as SwiftUI's `SecureField`: a `TextField` in every respect (style,
/// focus, placeholder, layout) that shows one bullet per character instead of the text.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, axis: .horizontal, isSecure: true, label: label())
    }

    init(text: Binding<String>, onCommit: @escaping () -> Void, label: Label) {
        field = TextField(text: text, prompt: nil, axis: .horizontal, isSecure: true, onCommit: onCommit, label: label)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// The iOS 13 form; `onCommit` runs on Return (`ViewHost.submit()`).
    @available(*, deprecated, message: "Use View.onSubmit(of:_:) for commits")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, onCommit: onCommit, label: Text(titleKey))
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "Use View.onSubmit(of:_:) for commits")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, onCommit: onCommit, label: Text(title))
    }
}
