/// A scrolling list of rows in the style of the environment's `listStyle` (`.automatic` is
/// inset grouped on iOS 17), built lazily: a `LazyVStack` in a `ScrollView` builds only the
/// rows in view, each drawn with `ListRowChrome`, sections with `ListSectionHeader`, on the
/// style's background (`ListMetrics.background`) unless `scrollContentBackground(.hidden)`.
///
/// A selection binding is the rows' (`ListSelection`): in edit mode they show selection circles,
/// taps select them, and selected rows are drawn on the cell selection colour. Sections with a
/// `sectionIndexLabel(_:)` show an index on the trailing side (`SectionIndexBar`).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection?
    @Environment(\.listAppearance) private var style
    @Environment(\.listSectionSpacing) private var sectionSpacing
    @Environment(\.scrollContentBackground) private var contentBackground
    @Environment(\.listRowSpacing) private var rowSpacing
    @Environment(\.listSectionIndexVisibility) private var indexVisibility

    public var body: some View {
        let entries = indexVisibility == .hidden ? [] : sectionIndexEntries(of: content)
        let appearance = style ?? .insetGrouped
        if entries.isEmpty {
            rows(appearance, indexInset: 0)
        } else {
            rows(appearance, indexInset: SectionIndexMetrics.rowInset(appearance))
                .overlay(alignment: .trailing) { SectionIndexBar(entries: entries) }
        }
    }

    @ViewBuilder private func rows(_ appearance: ListAppearance, indexInset: CGFloat) -> some View {
        let rows = ScrollView {
            LazyVStack(alignment: .leading, spacing: rowSpacing ?? 0) { content }
                .environment(\.listRowAppearance, appearance)
                .environment(\.sectionIndexRowInset, indexInset)
                .environment(\.listSelection, selection)
                .padding(.bottom, appearance.isGrouped ? sectionSpacing.value : 0)
        }
        if contentBackground == .hidden {
            rows
        } else {
            rows.background(ListMetrics.background(appearance))
        }
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content(); self.selection = selection.map(ListSelection.init)
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content(); self.selection = selection.map(ListSelection.init)
    }

    /// Disfavoured so that `List($items) { $item in … }` takes the binding form: a binding to an
    /// array of identifiable elements is also a collection of identifiable element bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
    /// Disfavoured so that `List($items) { $item in … }` takes the binding form: a binding to an
    /// array of identifiable elements is also a collection of identifiable element bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Disfavoured so that `List($items) { $item in … }` takes the binding form: a binding to an
    /// array of identifiable elements is also a collection of identifiable element bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// Rows numbered by a range, with a selection.
extension List {
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
    /// Each row in an `HStack`, as SwiftUI's interface declares for this form; a lone child lays out as itself.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
    }
}
