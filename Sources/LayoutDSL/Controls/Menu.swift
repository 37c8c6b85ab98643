/// A button that opens a menu of its content (SwiftUI's `Menu`), drawn closed by the
/// `MenuStyle` in the environment (`.menuStyle(_:)`): its label as a button, which runs the
/// primary action when there is one and otherwise opens the menu, drawn as iOS draws it
/// (`MenuPlatter`, placed by `PlatterPlacement`). Inside another open menu it is a submenu: a row
/// with a chevron that opens its content stacked over that menu (`SubmenuRow`).
nonisolated public struct Menu<Label: View, Content: View>: View {
    private let configuration: MenuStyleConfiguration
    @Environment(\.menuStyle) private var style
    @Environment(\.menuOrder) private var order
    @Environment(\.menuItemContext) private var enclosingMenu
    @Environment(\.isScrollContent) private var isScrollContent
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        configuration = MenuStyleConfiguration(label: .init(label()), content: .init(content()), primaryAction: nil)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        configuration = MenuStyleConfiguration(label: .init(label()), content: .init(content()), primaryAction: primaryAction)
    }

    /// `.automatic` is `.fixed` for a menu inside scrollable content and `.priority` elsewhere
    /// (Apple's documentation of `MenuOrder.automatic`).
    private var resolvedOrder: MenuOrder { order == .automatic ? (isScrollContent ? .fixed : .priority) : order }

    /// The label in the menu style, with the menu over everything while it is open.
    private var presented: some View {
        let isOpen = $isOpen
        var styled = configuration
        if !configuration.isOwnedByStyle { styled.open = { isOpen.wrappedValue = true } }
        let (content, order) = (configuration.content, resolvedOrder)
        let dismiss = { isOpen.wrappedValue = false }
        return PlatterPresenter(presenter: style.body(styled).environment(\.menuStyle, AnyStyle(DefaultMenuStyle()))
                                    .environment(\.isMenuOpen, isOpen.wrappedValue),
                                platter: isOpen.wrappedValue ? { placement in
                                    MenuPlatter(content: content, reversed: order == .priority && placement.opensUpward,
                                                attachment: placement.attachment, room: placement.room, dismiss: dismiss)
                                } : nil,
                                width: MenuMetrics.width, dismiss: dismiss)
    }

    /// The style's body sees the automatic style again, so a style that wraps
    /// `Menu(configuration)` does not style its own output; that inner menu opens this one.
    public var body: some View {
        if enclosingMenu != nil {
            SubmenuRow(label: configuration.label, content: AnyView(configuration.content))
        } else {
            presented
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style describes, drawn in the menu style of its environment.
    public init(_ configuration: MenuStyleConfiguration) {
        var configuration = configuration
        configuration.isOwnedByStyle = true
        self.configuration = configuration
    }
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

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { LayoutDSL.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { LayoutDSL.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
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

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { LayoutDSL.Label(title, image: image) }, primaryAction: primaryAction)
    }
}
