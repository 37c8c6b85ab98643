/// A button that opens a menu of its content (SwiftUI's `Menu`), drawn closed by the
/// `MenuStyle` in the environment (`.menuStyle(_:)`): its label as a button, which runs the
/// primary action when there is one (a tap would otherwise open the menu, which is not drawn).
nonisolated public struct Menu<Label: View, Content: View>: View {
    private let configuration: MenuStyleConfiguration
    @Environment(\.menuStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        configuration = MenuStyleConfiguration(label: .init(label()), content: .init(content()), primaryAction: nil)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        configuration = MenuStyleConfiguration(label: .init(label()), content: .init(content()), primaryAction: primaryAction)
    }

    /// The style's body sees the automatic style again, so a style that wraps
    /// `Menu(configuration)` does not style its own output.
    public var body: some View {
        style.body(configuration).environment(\.menuStyle, AnyStyle(DefaultMenuStyle()))
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style describes, drawn in the menu style of its environment.
    public init(_ configuration: MenuStyleConfiguration) { self.configuration = configuration }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == LayoutDSL.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutDSL.Label(title, systemImage: systemImage) }
    }

    /// With an asset catalog image by its generated symbol.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutDSL.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutDSL.Label(title, image: image) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { LayoutDSL.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
}
