/// `Never` is the body of the primitive columns and rows, which have none (SwiftUI's `Never`
/// conformances to `TableColumnContent` and `TableRowContent`, iOS 16).
extension Never: TableColumnContent, TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    nonisolated public var _columns: [_TableColumnModel<Never>] { [] }
    nonisolated public var _rows: [Never] { [] }
}

extension TableColumnContent where TableColumnBody == Never {
    /// A primitive column has no body: the table reads its `_columns`.
    nonisolated public var tableColumnBody: Never { fatalError("\(Self.self) is a primitive table column") }
}

extension TableRowContent where TableRowBody == Never {
    /// Primitive rows have no body: the table reads their `_rows`.
    public var tableRowBody: Never { fatalError("\(Self.self) is primitive table rows") }
}
