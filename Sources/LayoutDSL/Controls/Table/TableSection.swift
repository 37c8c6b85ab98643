/// A header row of a table's section (SwiftUI's `TableHeaderRowContent`, iOS 17): the header view
/// a `Section` of rows shows above them. It adds no row of values.
nonisolated public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    let content: Content

    public var tableRowBody: some TableRowContent<Value> { EmptyTableRowContent<Value>() }
    nonisolated public var _rows: [Value] { [] }
}

/// The header view of a section's header row.
protocol TableSectionHeader { var headerView: AnyView { get } }

extension TableHeaderRowContent: TableSectionHeader {
    nonisolated var headerView: AnyView { AnyView(content) }
}

/// A `Section` of a table's rows (iOS 17): its rows under its header row; collapsed
/// (`isExpanded` false), only the header. A compact table draws it as a list section.
extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    nonisolated public var _rows: [Content.TableRowValue] { (isExpanded?.wrappedValue ?? true) ? content._rows : [] }

    nonisolated public var _rowGroups: [_TableRowGroup<Content.TableRowValue>] {
        [_TableRowGroup(header: (header as? TableSectionHeader)?.headerView, rows: _rows)]
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
    }

    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
    }

    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(title) }
    }
}

/// Collapsible sections of rows (iOS 17).
extension Section where Parent: TableRowContent, Content: TableRowContent {
    public init<V, H: View>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded)
    }

    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
