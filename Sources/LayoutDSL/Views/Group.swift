/// Groups views without affecting layout: its children become the parent's subviews, and a
/// modifier applied to the group applies to each child. As SwiftUI's, it groups other content
/// too: tabs, toolbar items, table rows and columns, scenes, commands, rotor entries
/// (below), each group standing for what it holds.
nonisolated public struct Group<Content> {
    let content: Content

    /// Each form's initializer stores its built content here (and no memberwise `init(content:)`
    /// competes with the builder forms).
    fileprivate init(holding content: Content) { self.content = content }
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.init(holding: content()) }
    func makeNodes(in context: BuildContext) -> NodeList { context.build(content) }
}

/// `Group` around content other than views (SwiftUI declares each form): the group is its
/// content's tabs, toolbar items, table rows or columns, scenes, commands or rotor entries, in
/// order, so a modifier or an `if` can apply to several at once.
extension Group: TabContent, PrimitiveTabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue { self.init(holding: content()) }

    public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content) where Content.TabValue == V? { self.init(holding: content()) }

    nonisolated var tabEntries: [TabEntry] { content.resolvedTabEntries }
}

extension Group: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    nonisolated public init(@ToolbarContentBuilder content: () -> Content) { self.init(holding: content()) }

    nonisolated var entries: [ToolbarEntry] { content.toolbarEntries }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    nonisolated public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.init(holding: content())
    }

    nonisolated public var _rows: [Content.TableRowValue] { content._rows }
    nonisolated public var _rowGroups: [_TableRowGroup<Content.TableRowValue>] { content._rowGroups }
}

extension Group: TableColumnContent where Content: TableColumnContent {
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never

    nonisolated public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.init(holding: content())
    }

    nonisolated public var _columns: [_TableColumnModel<Content.TableRowValue>] { content._columns }
}

extension Group: Scene, PrimitiveScene where Content: Scene {
    nonisolated public init(@SceneBuilder content: () -> Content) { self.init(holding: content()) }
}

extension Group: Commands, PrimitiveCommands where Content: Commands {
    nonisolated public init(@CommandsBuilder content: () -> Content) { self.init(holding: content()) }
}

extension Group: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent where Content: AccessibilityRotorContent {
    public init(@AccessibilityRotorContentBuilder content: () -> Content) { self.init(holding: content()) }

    nonisolated var rotorEntryLabels: [String] { content.resolvedRotorEntryLabels }
}
