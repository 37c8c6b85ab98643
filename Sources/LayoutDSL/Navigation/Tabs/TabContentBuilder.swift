/// Builds tab content from closures, as `ViewBuilder` builds views (Apple's documentation of
/// `TabContentBuilder`). Every block is a `_TabContentList` of the tabs it holds, so what takes a
/// block's value names one type (a generic parameter is not inferred through an `if`).
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock() -> _TabContentList<TabValue> { _TabContentList(tabEntries: []) }
    // Each statement went through `buildExpression`, which holds it to the block's `TabValue`
    // (a same-type requirement on a parameter pack is not supported yet).
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> _TabContentList<TabValue> {
        var entries: [TabEntry] = []
        for item in repeat each content { entries += item.resolvedTabEntries }
        return _TabContentList(tabEntries: entries)
    }
    public static func buildOptional(_ content: _TabContentList<TabValue>?) -> _TabContentList<TabValue> {
        content ?? _TabContentList(tabEntries: [])
    }
    public static func buildEither(first content: _TabContentList<TabValue>) -> _TabContentList<TabValue> { content }
    public static func buildEither(second content: _TabContentList<TabValue>) -> _TabContentList<TabValue> { content }
    public static func buildArray(_ contents: [_TabContentList<TabValue>]) -> _TabContentList<TabValue> {
        _TabContentList(tabEntries: contents.flatMap(\.tabEntries))
    }
    public static func buildLimitedAvailability(_ content: _TabContentList<TabValue>) -> AnyTabContent<TabValue> { AnyTabContent(content) }

    /// The view a `TabView` of tab content shows: each tab the tab bar shows as the content with
    /// its item and tag, as the view-based `TabView` takes them.
    nonisolated public struct Content<C: TabContent>: View {
        let content: C
        public var body: some View {
            let entries = content.resolvedTabEntries.filter { !$0.isHiddenInTabBar }
            ForEach(entries.indices, id: \.self) { index in entries[index].view }
        }
    }
}

extension TabView {
    /// Tabs of tab content (iOS 18), selected through `selection`.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        let tabs = content()
        self.init(selection: Optional(selection)) { TabContentBuilder<SelectionValue>.Content(content: tabs) }
    }

    /// Tabs of tab content without a selection binding.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        let tabs = content()
        self.init(selection: nil) { TabContentBuilder<Never>.Content(content: tabs) }
    }
}

/// Tab content for each element of a collection (SwiftUI's `ForEach` conformance).
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = Never

    nonisolated public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                               @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    var tabEntries: [TabEntry] { data.flatMap { content($0).resolvedTabEntries } }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TabValue {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Content: TabContent, Data == Range<Int>, ID == Int {
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content) where V == Content.TabValue {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}
