/// The rows of a table (SwiftUI's `TableRowContent`): the values, in order.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable
    /// What composed rows are made of; `Never` for the primitive ones, whose rows the engine reads.
    associatedtype TableRowBody: TableRowContent = Never
    var tableRowBody: TableRowBody { get }
    nonisolated var _rows: [TableRowValue] { get }
    /// The rows in groups, each under its header row if it has one (a table `Section`'s).
    nonisolated var _rowGroups: [_TableRowGroup<TableRowValue>] { get }
}

/// Rows under a header row, or under none (SwiftUI draws a table `Section`'s header as a row
/// above its rows; a compact table, a list, as a section header).
public struct _TableRowGroup<Value> {
    let header: AnyView?
    let rows: [Value]
}

extension TableRowContent {
    /// Rows outside any section: one group without a header.
    nonisolated public var _rowGroups: [_TableRowGroup<TableRowValue>] { [_TableRowGroup(header: nil, rows: _rows)] }
}

/// A table's rows from a collection (SwiftUI's `TableForEachContent`).
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rows: [Data.Element] { Array(data) }
}
