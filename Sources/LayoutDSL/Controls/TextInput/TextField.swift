/// A control that shows editable text, as SwiftUI's `TextField`: the `TextFieldStyle` in the
/// environment (`.textFieldStyle(_:)`) draws it around the bare field (`TextInputField`); on
/// iOS the default adds nothing. Its label is the placeholder unless a `prompt` is given (iOS
/// shows the prompt and uses the label for accessibility). With `axis: .vertical` it wraps
/// and grows with its text within its `lineLimit`.
nonisolated public struct TextField<Label: View>: View {
    let field: TextInputField
    let label: Label
    let onEditingChanged: (Bool) -> Void
    let onCommit: () -> Void
    /// Whether this is the configuration a style receives, which draws the bare field.
    let isStyleConfiguration: Bool
    @Environment(\.textFieldStyle) private var style

    init(text: Binding<String>, prompt: Text?, axis: Axis, isSecure: Bool = false,
         onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}, label: Label) {
        field = TextInputField(text: text, placeholder: prompt ?? label as? Text, isSecure: isSecure,
                               lines: axis == .vertical ? .environment : .single)
        self.label = label
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
        isStyleConfiguration = false
    }

    init(configuration field: TextInputField, label: Label) {
        self.field = field; self.label = label; onEditingChanged = { _ in }; onCommit = {}; isStyleConfiguration = true
    }

    public var body: some View {
        if isStyleConfiguration {
            field
        } else {
            TextInputFocus(onEditingChanged: onEditingChanged, onCommit: onCommit,
                           content: style.body(TextField<_TextFieldStyleLabel>(configuration: field, label: _TextFieldStyleLabel(label))))
        }
    }
}

/// The label of the field a `TextFieldStyle` receives, type-erased, as SwiftUI's.
public typealias _TextFieldStyleLabel = _StyleConfigurationPart<_TextFieldLabelRole>

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, label: label())
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(title))
    }

    /// The iOS 13 form. `onEditingChanged(true)` runs when a tap focuses the field (false when
    /// another takes focus); `onCommit` runs on Return (`ViewHost.submit()`).
    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: .horizontal, onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(titleKey))
    }

    @_disfavoredOverload
    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: .horizontal, onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(title))
    }
}
