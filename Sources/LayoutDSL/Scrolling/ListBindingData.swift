/// `List($items) { $item in … }`: a list of rows over a bound collection, each row given a
/// binding to its element, as SwiftUI declares (iOS 15); the rows are a `ForEach` over the
/// binding (see `BindingCollection`).
extension List where SelectionValue == Never {
    public init<Data, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { Content(data, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init { Content(data, id: id, content: rowContent) }
    }
}

extension List {
    public init<Data, RowContent: View>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?,
                                        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, content: rowContent) }
    }

    public init<Data, RowContent: View>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
                                        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                                      selection: Binding<SelectionValue?>?,
                                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, id: id, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                                      selection: Binding<Set<SelectionValue>>?,
                                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        self.init(selection: selection) { Content(data, id: id, content: rowContent) }
    }
}
