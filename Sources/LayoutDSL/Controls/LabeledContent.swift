/// A label beside a value (SwiftUI's `LabeledContent`), drawn by the `LabeledContentStyle` in
/// the environment (`.labeledContentStyle(_:)`); iOS's automatic style puts the label at the
/// leading edge and the value at the trailing edge in the secondary style.
nonisolated public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style
}

/// A view when its label and content are views, as SwiftUI declares the conformance.
extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The style's body sees the automatic style again, so a style that wraps
    /// `LabeledContent(configuration)` does not style its own output.
    public var body: some View {
        style.body(LabeledContentStyleConfiguration(label: .init(label), content: .init(content)))
            .environment(\.labeledContentStyle, AnyStyle(AutomaticLabeledContentStyle()))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style describes, drawn in the style of its environment.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(titleKey) { Text(value) }
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title) { Text(value) }
    }

}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown through a format style (`.currency(code:)`, `.percent`, dates…), in the
    /// environment's locale, as `Text(_:format:)` formats it.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(titleKey) { Text(value, format: format) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title) { Text(value, format: format) }
    }
}
