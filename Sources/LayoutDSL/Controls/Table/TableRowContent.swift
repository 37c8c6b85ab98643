/// The rows of a table (SwiftUI's `TableRowContent`): the values, in order.
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable
    /// What composed rows are made of; `Never` for the primitive ones, whose rows the engine reads.
    associatedtype TableRowBody: TableRowContent = Never
    var tableRowBody: TableRowBody { get }
    nonisolated var _rows: [TableRowValue] { get }
}

/// A table's rows from a collection (SwiftUI's `TableForEachContent`).
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rows: [Data.Element] { Array(data) }
}
