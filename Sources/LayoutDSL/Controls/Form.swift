/// A container for data-entry controls, drawn by the `FormStyle` in the environment. On iOS
/// the automatic style is grouped: an inset grouped list (see `GroupedFormStyle`).
nonisolated public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        style.body(FormStyleConfiguration(content: .init(content)))
    }
}
