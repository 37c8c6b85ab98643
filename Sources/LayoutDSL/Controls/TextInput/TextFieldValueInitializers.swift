import Foundation

/// `TextField`s that edit a value through its text: a `ParseableFormatStyle` (`.number`,
/// `.currency(code:)`, `.percent`) or a `Formatter`. The field shows the value formatted; text
/// the user commits is parsed back, and text that does not parse leaves the value unchanged,
/// as SwiftUI does.
extension Binding where Value == String {
    init<F: ParseableFormatStyle>(formatting value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.init(get: { format.format(value.wrappedValue) },
                  set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }

    /// An optional value shows as empty text when nil, and empty text makes it nil.
    init<F: ParseableFormatStyle>(formatting value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        self.init(get: { value.wrappedValue.map(format.format) ?? "" },
                  set: { text in
                      if text.isEmpty {
                          value.wrappedValue = nil
                      } else if let parsed = try? format.parseStrategy.parse(text) {
                          value.wrappedValue = parsed
                      }
                  })
    }

    init<V>(formatting value: Binding<V>, formatter: Formatter) {
        self.init(get: { formatter.string(for: value.wrappedValue) ?? "" },
                  set: { if let parsed: V = formatter.parsed($0) { value.wrappedValue = parsed } })
    }
}

extension Formatter {
    /// The value a number or date formatter reads from `string` (Foundation on Linux does not
    /// expose `getObjectValue(_:for:errorDescription:)`, so the two formatters apps bind fields
    /// through are asked directly); a number becomes the binding's `Double` or `Int`.
    fileprivate func parsed<V>(_ string: String) -> V? {
        if let number = (self as? NumberFormatter)?.number(from: string) {
            return (number.doubleValue as? V) ?? (number.intValue as? V) ?? (number as? V)
        }
        return (self as? DateFormatter)?.date(from: string) as? V
    }
}

extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: label())
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: label())
    }

    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: prompt, axis: .horizontal, label: label())
    }
}

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: Text(title))
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Binding(formatting: value, format: format), prompt: prompt, axis: .horizontal, label: Text(title))
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: nil, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: nil, axis: .horizontal, label: Text(title))
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: prompt, axis: .horizontal, label: Text(title))
    }

    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: nil, axis: .horizontal,
                  onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(titleKey))
    }

    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: Binding(formatting: value, formatter: formatter), prompt: nil, axis: .horizontal,
                  onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(title))
    }

    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter, onEditingChanged: onEditingChanged, onCommit: {})
    }

    @available(*, deprecated,
               message: "Use FocusState<T> and View.focused(_:equals:) for editing changes, View.onSubmit(of:_:) for commits")
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter, onEditingChanged: { _ in }, onCommit: onCommit)
    }
}
