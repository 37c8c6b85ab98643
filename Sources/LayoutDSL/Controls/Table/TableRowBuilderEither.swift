/// `if`/`else` and `switch` in a `rows:` block (SwiftUI's `TableRowBuilder.buildEither`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/tablerowbuilder): the branch taken gives the rows.
extension TableRowBuilder {
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// The rows of the branch taken.
extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    nonisolated public var _rows: [TrueContent.TableRowValue] {
        switch storage {
        case .trueContent(let rows): rows._rows
        case .falseContent(let rows): rows._rows
        }
    }

    nonisolated public var _rowGroups: [_TableRowGroup<TrueContent.TableRowValue>] {
        switch storage {
        case .trueContent(let rows): rows._rowGroups
        case .falseContent(let rows): rows._rowGroups
        }
    }
}
