/// The rows of a table (SwiftUI's `TableRowContent`): the values, in order.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    /// Composed rows' are their body's (SwiftUI's default), so a type that declares only its `tableRowBody` conforms.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
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

extension TableRowContent {
    /// Composed rows are their body's (SwiftUI's `_makeRows(content:inputs:)` has a default for every
    /// `TableRowContent`, so a type that declares only `tableRowBody` conforms: `SwiftUI.swiftinterface`,
    /// the source `Tests/APICoverage/extract.py` names). The body is main-actor code, which the engine
    /// runs on the thread that owns the graph (`mainActorUnchecked`). A `Never` body traps, as a
    /// primitive's does.
    nonisolated public var _rows: [TableRowValue] {
        let rows = mainActorUnchecked { tableRowBody._rows }
        guard let rows = rows as? [TableRowValue] else {
            fatalError("\(Self.self).tableRowBody has rows of \(TableRowBody.TableRowValue.self), not \(TableRowValue.self)")
        }
        return rows
    }
}

/// A table's rows from a collection (SwiftUI's `TableForEachContent`).
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rows: [Data.Element] { Array(data) }
}
