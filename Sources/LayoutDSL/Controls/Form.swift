/// A container for data-entry controls, drawn by the `FormStyle` in the environment. On iOS
/// the automatic style is grouped: an inset grouped list (see `GroupedFormStyle`).
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// Made by a style's body (`Form(configuration)`): drawn as the automatic form, not in the
    /// style that made it again.
    private var isOwnedByStyle = false
    @Environment(\.formStyle) private var style

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        (isOwnedByStyle ? AnyStyle(AutomaticFormStyle()) : style).body(FormStyleConfiguration(content: .init(content)))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style describes, drawn as the automatic form around the style's content.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
        isOwnedByStyle = true
    }
}
