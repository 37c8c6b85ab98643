/// A group of tabs under a header (Apple's documentation of `TabSection`): a sidebar's section
/// on iPad; in an iPhone's tab bar its tabs stand among the others, in order.
/// Unconstrained, as SwiftUI's; it is tab content when its header and footer are views and its
/// selection value is its content's.
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue> {
    let header: Header
    let content: Content
    let title: Text?
}

extension TabSection: TabContent, PrimitiveTabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = Content.TabValue

    var tabEntries: [TabEntry] {
        content.resolvedTabEntries.map { entry in
            var entry = entry
            entry.section = entry.section ?? title
            return entry
        }
    }
}

extension TabSection where Header == Text, Footer == EmptyView, Content: TabContent, SelectionValue: Hashable {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(titleKey); self.content = content(); title = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(title); self.content = content(); self.title = Text(title)
    }
    /// In a tab view whose selection is optional (`TabContentBuilder<V?>`), as SwiftUI's overloads.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content) where SelectionValue == V? {
        header = Text(titleKey); self.content = content(); title = Text(titleKey)
    }
    @_disfavoredOverload
    public init<V: Hashable, S: StringProtocol>(_ title: S, @TabContentBuilder<V?> content: () -> Content) where SelectionValue == V? {
        header = Text(title); self.content = content(); self.title = Text(title)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView, Content: TabContent, SelectionValue: Hashable {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        header = EmptyView(); self.content = content(); title = nil
    }
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content) where SelectionValue == V? {
        header = EmptyView(); self.content = content(); title = nil
    }
}

extension TabSection where Header: View, Footer == EmptyView, Content: TabContent, SelectionValue: Hashable {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header(); self.content = content(); title = nil
    }
    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header) where SelectionValue == V? {
        self.header = header(); self.content = content(); title = nil
    }
}
