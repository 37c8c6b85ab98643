import Foundation

/// A column of a `Table` (SwiftUI's `TableColumn`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/tablecolumn): a header label and a cell
/// for each row, sortable by a comparator when `Sort` is not `Never`.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    var model: _TableColumnModel<RowValue>
    public var _columns: [_TableColumnModel<RowValue>] { [model] }

    init(label: Label, content: @escaping (RowValue) -> Content) {
        model = _TableColumnModel(label: AnyView(label), cell: { AnyView(content($0)) })
    }

    /// A fixed width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self; copy.model.width = width; return copy
    }
    /// A flexible width: the ideal is drawn when the table has room (else the minimum, else an even share).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self; copy.model.width = ideal ?? min; return copy
    }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey)) { Text($0[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title)) { Text($0[keyPath: value]) }
    }
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// Sortable by the value at `value` with `comparator` (`.localizedStandard` for text).
    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: text, content: content)
    }
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(title), content: content)
    }
    /// Sortable by a `Comparable` value.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension TableColumn where Content == Text, Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A sortable text column. Apple's default comparator is `.localizedStandard`, which
    /// Foundation on Linux does not have; `.lexical` stands in (the table does not sort: the app
    /// sorts its data by `sortOrder`).
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: text) { Text($0[keyPath: value]) }
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey)) { Text($0[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title)) { Text($0[keyPath: value]) }
    }
}
