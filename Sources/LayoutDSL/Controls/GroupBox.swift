/// A box that groups views under an optional label (SwiftUI's `GroupBox`), drawn by the
/// `GroupBoxStyle` in the environment. iOS's default: the label in headline type above the
/// content, both leading-aligned, 16 points in on a secondary system background with 8-point
/// corners (a tertiary background when boxes nest is not modelled). The insets and radius are
/// estimates from iOS 17 screenshots, not published figures.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made by a style's body (`GroupBox(configuration)`): drawn as the default box, not in the
    /// style that made it again.
    private var isOwnedByStyle = false
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content))
        return (isOwnedByStyle ? AnyStyle(DefaultGroupBoxStyle()) : style).body(configuration)
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style describes (Apple: "useful for custom group box styles that modify the
    /// current group box style"), drawn as the default box around the style's parts.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isOwnedByStyle = true
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// The iOS 13 spelling, deprecated in SwiftUI but common in older code.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}
