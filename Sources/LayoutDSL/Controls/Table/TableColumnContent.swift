import Foundation

/// A column of a `Table`, or several (SwiftUI's `TableColumnContent`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/tablecolumncontent). What the engine reads
/// of each column: its header label, its cell for a row, and its width.
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// A composed column's are its body's, as SwiftUI's defaults say, so a type that declares only its
    /// `tableColumnBody` conforms.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// What a composed column is made of; `Never` for the primitive ones, whose columns the engine reads.
    associatedtype TableColumnBody: TableColumnContent = Never
    nonisolated var tableColumnBody: TableColumnBody { get }
    /// The columns, in order.
    nonisolated var _columns: [_TableColumnModel<TableRowValue>] { get }
    /// The columns of `content` (SwiftUI's requirement, with its signature: `SwiftUI.swiftinterface`, the
    /// source `Tests/APICoverage/extract.py` names). Content that wraps other content implements it to
    /// forward to that content, as swift-perception's `WithPerceptionTracking` does; the engine reads
    /// `_columns`, which defaults to it.
    nonisolated static func _makeContent(content: _GraphValue<Self>, inputs: _TableColumnInputs) -> _TableColumnOutputs
}

/// What a column's content is made in (SwiftUI's `_TableColumnInputs`, empty in its interface).
public struct _TableColumnInputs {
    init() {}
}

@available(*, unavailable)
extension _TableColumnInputs: Sendable {}

/// What column content makes (SwiftUI's `_TableColumnOutputs`): here, its columns.
public struct _TableColumnOutputs {
    /// `[_TableColumnModel<RowValue>]` of the content's row value.
    let columns: Any

    init<RowValue>(columns: [_TableColumnModel<RowValue>]) { self.columns = columns }
}

@available(*, unavailable)
extension _TableColumnOutputs: Sendable {}

extension TableColumnContent {
    /// Content's own columns: those of the primitive columns, which implement `_columns`.
    nonisolated public static func _makeContent(content: _GraphValue<Self>, inputs: _TableColumnInputs) -> _TableColumnOutputs {
        _TableColumnOutputs(columns: content.value._columns)
    }

    /// The columns `_makeContent(content:inputs:)` makes, for content that implements only that.
    nonisolated public var _columns: [_TableColumnModel<TableRowValue>] {
        guard let columns = Self._makeContent(content: _GraphValue(self), inputs: _TableColumnInputs()).columns
            as? [_TableColumnModel<TableRowValue>] else {
            fatalError("\(Self.self)._makeContent made columns of another row value than \(TableRowValue.self)")
        }
        return columns
    }
}

extension TableColumnContent where TableColumnSortComparator == TableColumnBody.TableColumnSortComparator,
    TableRowValue == TableColumnBody.TableRowValue {
    /// Composed content is its body's columns (SwiftUI's default, for the same constraints).
    nonisolated public static func _makeContent(content: _GraphValue<Self>, inputs: _TableColumnInputs) -> _TableColumnOutputs {
        TableColumnBody._makeContent(content: content[\.tableColumnBody], inputs: inputs)
    }

    nonisolated public var _columns: [_TableColumnModel<TableRowValue>] { tableColumnBody._columns }
}

/// One column, type-erased.
public struct _TableColumnModel<RowValue> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    /// A fixed width, or the ideal of a flexible one (`width(min:ideal:max:)`).
    var width: CGFloat?
    var alignment: TableColumnAlignment = .automatic
    /// What ties the column to a `TableColumnCustomization`.
    var customizationID: String?
    /// Whether it shows until a person chooses.
    var defaultVisibility: Visibility = .automatic
}

/// Several columns (what `TableColumnBuilder` makes of a block).
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    /// The columns as the block listed them.
    public var value: T
    public let _columns: [_TableColumnModel<RowValue>]
}

/// Builds a table's columns from a block of `TableColumn`s.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort { content }

    /// A column that does not sort, in a table that does (SwiftUI declares both forms).
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }

    public static func buildBlock<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort { content }

    // One form for each count of columns from two to ten, as SwiftUI declares them: a parameter
    // pack cannot take them all, since every column must share the block's row type and Swift
    // 6.3 has no same-element requirements on packs ("not yet supported"). Their columns are
    // joined from an array literal: a chain of `+` over ten columns took 32 s to type-check
    // (`-warn-long-function-bodies`), the operator's overloads multiplying with each term.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent
    >(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1),
                                _columns: [c0._columns, c1._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1, c2),
                                _columns: [c0._columns, c1._columns, c2._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3),
                                _columns: [c0._columns, c1._columns, c2._columns, c3._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4),
                                _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue,
          C5.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5),
                                _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns,
                                           c5._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue,
          C5.TableRowValue == RowValue,
          C6.TableRowValue == RowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6),
                                _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns,
                                           c5._columns, c6._columns].flatMap { $0 })
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue,
          C5.TableRowValue == RowValue,
          C6.TableRowValue == RowValue,
          C7.TableRowValue == RowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns,
                       c5._columns, c6._columns, c7._columns].flatMap { $0 }
        )
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue,
          C5.TableRowValue == RowValue,
          C6.TableRowValue == RowValue,
          C7.TableRowValue == RowValue,
          C8.TableRowValue == RowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns,
                       c5._columns, c6._columns, c7._columns, c8._columns].flatMap { $0 }
        )
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TableRowValue == RowValue,
          C1.TableRowValue == RowValue,
          C2.TableRowValue == RowValue,
          C3.TableRowValue == RowValue,
          C4.TableRowValue == RowValue,
          C5.TableRowValue == RowValue,
          C6.TableRowValue == RowValue,
          C7.TableRowValue == RowValue,
          C8.TableRowValue == RowValue,
          C9.TableRowValue == RowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            _columns: [c0._columns, c1._columns, c2._columns, c3._columns, c4._columns,
                       c5._columns, c6._columns, c7._columns, c8._columns, c9._columns].flatMap { $0 }
        )
    }
}

/// A column's horizontal alignment (iOS 17).
public struct TableColumnAlignment: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
    private let kind: Kind
    public static let automatic = TableColumnAlignment(kind: .automatic)
    public static let leading = TableColumnAlignment(kind: .leading)
    public static let center = TableColumnAlignment(kind: .center)
    public static let trailing = TableColumnAlignment(kind: .trailing)
    /// Numbers align on their trailing edge (left-to-right digits).
    public static let numeric = TableColumnAlignment(kind: .numeric)
    /// Numbers of `numberingSystem`: digits run left to right in every system Foundation lists, so
    /// they align on the trailing edge too.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { numeric }

    var alignment: HorizontalAlignment {
        switch kind { case .automatic, .leading: .leading; case .center: .center; case .trailing, .numeric: .trailing }
    }
}

