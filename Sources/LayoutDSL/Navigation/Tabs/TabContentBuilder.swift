/// Builds tab content from closures, as `ViewBuilder` builds views (Apple's documentation of
/// `TabContentBuilder`). A block of several statements is a `_TabContentList` of the tabs it holds;
/// a lone `if` is an optional and `if`/`else` a `_ConditionalContent`, as in SwiftUI.
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
    /// An `if` without `else`: its tabs when the condition held.
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? { content }
    /// `if`/`else` and `switch`: the branch taken.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T.TabValue == F.TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildArray(_ contents: [_TabContentList<TabValue>]) -> _TabContentList<TabValue> {
        _TabContentList(tabEntries: contents.flatMap(\.tabEntries))
    }
    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<T.TabValue> { AnyTabContent(content) }

    /// The view a `TabView` of tab content shows: each tab the tab bar shows as the content with
    /// its item and tag, as the view-based `TabView` takes them.
    nonisolated public struct Content<C: TabContent>: View {
        let content: C
        public var body: some View {
            let entries = content.resolvedTabEntries.filter { !$0.isHiddenInTabBar }
            let searchTab = entries.firstIndex { $0.role == .search }
            ForEach(entries.indices, id: \.self) { index in entries[index].view(receivesSearch: searchTab.map { $0 == index } ?? true) }
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

/// Tabs that may be absent (SwiftUI's `Optional: TabContent`), as an `if` without `else` makes:
/// its tabs when present, none otherwise.
extension Optional: TabContent, PrimitiveTabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    nonisolated var tabEntries: [TabEntry] { self?.resolvedTabEntries ?? [] }
}

/// The tabs of the branch taken.
extension _ConditionalContent: TabContent, PrimitiveTabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    var tabEntries: [TabEntry] {
        switch storage {
        case .trueContent(let content): content.resolvedTabEntries
        case .falseContent(let content): content.resolvedTabEntries
        }
    }
}
