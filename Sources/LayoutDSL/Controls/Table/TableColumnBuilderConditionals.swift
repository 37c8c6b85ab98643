/// `if`, `if`/`else`, `switch` and `if #available` in a block of columns (SwiftUI's
/// `TableColumnBuilder.buildIf`, `buildEither`, `buildLimitedAvailability`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/tablecolumnbuilder): the branch taken
/// contributes its columns, the other none.
extension TableColumnBuilder {
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort { content }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort, F.TableRowValue == RowValue,
          F.TableColumnSortComparator == Sort {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort, F.TableRowValue == RowValue,
          F.TableColumnSortComparator == Sort {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Sort>)
        -> some TableColumnContent<RowValue, Sort> {
        TupleTableColumnContent<RowValue, Sort, Void>(value: (), _columns: content._columns)
    }
}

/// The columns of an `if` without `else`: none when it is false.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    nonisolated public var _columns: [_TableColumnModel<Wrapped.TableRowValue>] { self?._columns ?? [] }
}

/// The columns of the branch taken.
extension _ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue,
      TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    nonisolated public var _columns: [_TableColumnModel<TrueContent.TableRowValue>] {
        switch storage {
        case .trueContent(let columns): columns._columns
        case .falseContent(let columns): columns._columns
        }
    }
}
