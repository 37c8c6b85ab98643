/// Columns made from a collection (SwiftUI's `TableColumnForEach`, iOS 17:
/// https://developer.apple.com/documentation/swiftui/tablecolumnforeach): `content` builds each
/// element's columns, in the collection's order.
nonisolated public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>:
    TableColumnContent where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data; self.content = content
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data; self.content = content
    }

    public var _columns: [_TableColumnModel<RowValue>] { data.flatMap { content($0)._columns } }
}
