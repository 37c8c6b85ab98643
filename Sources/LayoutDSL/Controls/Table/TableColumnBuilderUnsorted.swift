/// Columns that do not sort, inside the block of a table that does: SwiftUI's `TableColumnBuilder`
/// declares each conditional form a second time for `Never` comparators
/// (https://developer.apple.com/documentation/swiftui/tablecolumnbuilder). Disfavoured, so that a
/// table without sorting, where both forms fit, takes the first.
extension TableColumnBuilder {
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }

    @_disfavoredOverload
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Never { content }

    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, T.TableColumnSortComparator == Never, F.TableRowValue == RowValue,
          F.TableColumnSortComparator == Never {
        _ConditionalContent(storage: .trueContent(first))
    }

    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, T.TableColumnSortComparator == Never, F.TableRowValue == RowValue,
          F.TableColumnSortComparator == Never {
        _ConditionalContent(storage: .falseContent(second))
    }

    @_disfavoredOverload
    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Never>)
        -> some TableColumnContent<RowValue, Never> {
        TupleTableColumnContent<RowValue, Never, Void>(value: (), _columns: content._columns)
    }
}
