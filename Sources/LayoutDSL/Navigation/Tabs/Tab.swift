/// A tab of iOS 18's `TabView` (Apple's documentation of `Tab`): its content, the label of its
/// item in the tab bar (`DefaultTabLabel` from a title and image, or a label of its own), its
/// selection value and role. `Tab(role: .search)` is the search tab, labelled "Search" with a
/// magnifying glass.
/// Unconstrained, as SwiftUI's; it is tab content when its value is `Hashable` and its content and
/// label are views.
nonisolated public struct Tab<Value, Content, Label> {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value; self.role = role; self.content = content; self.label = label
    }
}

extension Tab: TabContent, PrimitiveTabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    var tabEntries: [TabEntry] {
        [TabEntry(content: AnyView(content), label: AnyView(label), value: value.map(AnyHashable.init), role: role)]
    }
}

extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }
    /// A tab whose label its role gives (`.search`).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value: Hashable, Content: View, Label: View {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

/// A tab without a label (Apple's `Tab(value:content:)`, `Tab(content:)`): its item in the tab
/// bar is empty.
extension Tab where Value: Hashable, Content: View, Label == EmptyView {
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }

    /// In a tab view whose selection is optional: the tab is selected by `value`.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(value: Optional(value), role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Content: View, Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Content: View, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(title), systemImage: systemImage))
    }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), image: image))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(title), image: image))
    }
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value == Never, Content: View, Label: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

/// A tab's item label from its title and image (Apple's `DefaultTabLabel`), drawn as `Label`.
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    init(_ title: Text, systemImage: String) { self.title = title; image = Image(systemName: systemImage) }
    init(_ title: Text, image: String) { self.title = title; self.image = Image(image) }
    /// The label a role gives: "Search" and a magnifying glass for `.search`.
    init(role: TabRole?) {
        title = Text(verbatim: role == .search ? "Search" : "")
        image = role == .search ? Image(systemName: "magnifyingglass") : nil
    }

    public var body: some View {
        if let image { Label { title } icon: { image } } else { title }
    }
}

/// What a tab is for (Apple's `TabRole`): `.search` is the search tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static var search: TabRole { TabRole(name: "search") }
}
