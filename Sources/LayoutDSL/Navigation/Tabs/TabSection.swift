/// A group of tabs under a header (Apple's documentation of `TabSection`): a sidebar's section
/// on iPad; in an iPhone's tab bar its tabs stand among the others, in order.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
    TabContent, PrimitiveTabContent
where SelectionValue == Content.TabValue {
    public typealias TabValue = Content.TabValue
    let header: Header
    let content: Content
    let title: Text?

    var tabEntries: [TabEntry] {
        content.resolvedTabEntries.map { entry in
            var entry = entry
            entry.section = entry.section ?? title
            return entry
        }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(titleKey); self.content = content(); title = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(title); self.content = content(); self.title = Text(title)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        header = EmptyView(); self.content = content(); title = nil
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header(); self.content = content(); title = nil
    }
}
