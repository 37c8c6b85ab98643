/// One row of a table given by its value (SwiftUI's `TableRow`, iOS 16), for tables whose rows
/// are listed in a `rows:` block rather than taken from a collection.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value
    public init(_ value: Value) { self.value = value }
    public var _rows: [Value] { [value] }
}

/// No rows (an empty `rows:` block).
nonisolated public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public var _rows: [Value] { [] }
}

/// Several rows in a block, in order (what `TableRowBuilder` makes of a block).
@frozen public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public var value: T
    public let _rowGroups: [_TableRowGroup<Value>]
    public var _rows: [Value] { _rowGroups.flatMap(\.rows) }
}

/// A row block that may be absent (`if` without `else` in a `rows:` block).
extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public var _rows: [Wrapped.TableRowValue] { self?._rows ?? [] }
    public var _rowGroups: [_TableRowGroup<Wrapped.TableRowValue>] { self?._rowGroups ?? [] }
}

/// The rows of a `ForEach` whose content is rows (`ForEach(people) { TableRow($0) }`).
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public var _rows: [Content.TableRowValue] { data.flatMap { content($0)._rows } }
    public var _rowGroups: [_TableRowGroup<Content.TableRowValue>] { data.flatMap { content($0)._rowGroups } }
}

extension ForEach where Content: TableRowContent {
    /// A row for each element (`ForEach(people)` in a `rows:` block).
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data, identifiedBy: { $0.id }, content: { TableRow($0) })
    }

    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}

/// Builds a table's rows from a block of `TableRow`s and `ForEach`es (SwiftUI's
/// `TableRowBuilder`): each block is its rows, concatenated in order.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }

    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value { content }

    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where C.TableRowValue == Value { content }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
        -> TupleTableRowContent<Value, (C0, C1)> where C0.TableRowValue == Value, C1.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups]
        return TupleTableRowContent(value: (c0, c1), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent, C5: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value, C5.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups,
         c5._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups,
         c5._rowGroups, c6._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups,
         c5._rowGroups, c6._rowGroups, c7._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
                                  C8: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
          C8.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups,
         c5._rowGroups, c6._rowGroups, c7._rowGroups, c8._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), _rowGroups: groups.flatMap { $0 })
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
                                  C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
                                  C8: TableRowContent, C9: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
          C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
          C8.TableRowValue == Value, C9.TableRowValue == Value {
        let groups = [c0._rowGroups, c1._rowGroups, c2._rowGroups, c3._rowGroups, c4._rowGroups,
         c5._rowGroups, c6._rowGroups, c7._rowGroups, c8._rowGroups, c9._rowGroups]
        return TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), _rowGroups: groups.flatMap { $0 })
    }
}
