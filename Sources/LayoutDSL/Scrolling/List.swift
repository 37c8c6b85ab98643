/// A scrolling list of rows in the style of the environment's `listStyle` (`.automatic` is
/// inset grouped on iOS 17), built lazily: a `LazyVStack` in a `ScrollView` builds only the
/// rows in view, each drawn with `ListRowChrome`, sections with `ListSectionHeader`, on the
/// style's background (`ListMetrics.background`) unless `scrollContentBackground(.hidden)`.
///
/// Selection bindings are accepted; a selected row is not highlighted at rest (iOS shows
/// selection in edit mode, or while a row is pressed).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listAppearance) private var style
    @Environment(\.listSectionSpacing) private var sectionSpacing
    @Environment(\.scrollContentBackground) private var contentBackground
    @Environment(\.listRowSpacing) private var rowSpacing

    public var body: some View {
        let appearance = style ?? .insetGrouped
        let rows = ScrollView {
            LazyVStack(alignment: .leading, spacing: rowSpacing ?? 0) { content }
                .environment(\.listRowAppearance, appearance)
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
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Disfavoured so that `List($items) { $item in … }` takes the binding form: a binding to an
    /// array of identifiable elements is also a collection of identifiable element bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }
    /// Disfavoured so that `List($items) { $item in … }` takes the binding form: a binding to an
    /// array of identifiable elements is also a collection of identifiable element bindings.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
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

    /// An outline (`children:`): the top-level elements as rows, those with children marked
    /// with a disclosure chevron, collapsed as SwiftUI first shows them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, OutlineRow<RowContent>> {
        content = ForEach(data) { element in
            OutlineRow(content: rowContent(element), hasChildren: !(element[keyPath: children]?.isEmpty ?? true))
        }
    }

    /// An outline of elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, OutlineRow<RowContent>> {
        content = ForEach(data, id: id) { element in
            OutlineRow(content: rowContent(element), hasChildren: !(element[keyPath: children]?.isEmpty ?? true))
        }
    }
}

/// Rows numbered by a range, with a selection.
extension List {
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
    /// Each row in an `HStack`, as SwiftUI's interface declares for this form; a lone child lays out as itself.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        content = ForEach(data) { index in HStack { rowContent(index) } }
    }
}
