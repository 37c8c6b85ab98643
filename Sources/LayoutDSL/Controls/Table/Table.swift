import Foundation

/// Rows of data in columns (SwiftUI's `Table`, iOS 16: https://developer.apple.com/documentation/swiftui/table).
///
/// In a compact horizontal size class (an iPhone in portrait) iOS shows only the first column
/// as a plain list, without headers: "Narrow displays may adapt to show only the first column
/// of the table" (https://developer.apple.com/documentation/swiftui/tables), "In a compact
/// horizontal size class environment the table hides the headers and reduces to a single column
/// list" (useyourloaf.com, "SwiftUI Tables Quick Guide"). In a regular one (iPad) it is a list
/// whose first row is the headers (subheadline, secondary) and whose rows are the columns side by
/// side: columns with a width take it, the others share the rest evenly (estimate of iPadOS 17's
/// table, which sizes columns to their ideal widths). Drawn in the `TableStyle` of the
/// environment (`tableStyle(_:)`).
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    /// The person's column choices (`columnCustomization:`), read when the table draws.
    let customization: Binding<TableColumnCustomization<Value>>?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.tableStyle) private var style
    @Environment(\.tableColumnHeaders) private var headers

    init(rows: Rows, columns: Columns, customization: Binding<TableColumnCustomization<Value>>?) {
        self.rows = rows; self.columns = columns; self.customization = customization
    }

    public var body: some View {
        let choices = customization?.wrappedValue ?? TableColumnCustomization()
        let columns = self.columns._columns.filter(choices.shows), groups = rows._rowGroups
        return style.body(TableStyleConfiguration(table: AnyView(List {
            if sizeClass == .regular && headers != .hidden {
                TableLine(cells: columns.map { $0.label }, columns: columns)
                    .font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
            }
            ForEach(groups.indices, id: \.self) { index in
                if let header = groups[index].header {
                    Section { lines(groups[index].rows, columns) } header: { header }
                } else {
                    lines(groups[index].rows, columns)
                }
            }
        }))).listStyle(.plain)
    }

    /// A line for each row: the columns side by side, or in a compact width the first column.
    private func lines(_ rows: [Value], _ columns: [_TableColumnModel<Value>]) -> some View {
        ForEach(rows, id: \.id) { row in
            if sizeClass == .regular {
                TableLine(cells: columns.map { $0.cell(row) }, columns: columns)
            } else if let first = columns.first {
                first.cell(row)
            }
        }
    }
}

/// One line of a regular-width table: each column's view in its share of the width.
nonisolated struct TableLine<Value>: View {
    let cells: [AnyView]
    let columns: [_TableColumnModel<Value>]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(cells.indices, id: \.self) { index in
                let alignment = columns[index].alignment.alignment
                let cell = cells[index].frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
                if let width = columns[index].width { cell.frame(width: width) } else { cell }
            }
        }
    }
}

extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(data, columns: columns)
    }
    /// Sortable: the columns' comparators drive `sortOrder`, which the app applies to `data`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), customization: nil)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                   sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
}
