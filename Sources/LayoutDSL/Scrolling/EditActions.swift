/// The editing a list bound to a collection allows (iOS 16's `EditActions`, Apple's
/// documentation): `.delete` where the collection can remove elements, `.move` where it can
/// rearrange them, `.all` whatever the collection supports. Each action exists only where the
/// collection's type allows it, as SwiftUI's constrained static members make it.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No action a collection of any kind supports.
    public static var all: EditActions<Data> { [] }

    /// Whether the actions include `.delete`, which only removable collections can name.
    var deletes: Bool { contains(Self(rawValue: Self.deleteBit)) }
    fileprivate static var deleteBit: Int { 1 }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Swipe to delete (and delete in edit mode).
    public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }
    public static var all: EditActions<Data> { delete }
}

extension EditActions where Data: MutableCollection {
    /// Drag to reorder in edit mode.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    public static var all: EditActions<Data> { move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    public static var all: EditActions<Data> { [delete, move] }
}

extension ForEach where Content: View {
    /// Rows of a bound collection with editing actions (`ForEach($items, editActions: .all) {
    /// $item in … }`): each row gets a binding to its element; see `EditableCollectionContent`
    /// for what the actions do.
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        let deletes = editActions.deletes
        self.init(IndexedIdentifierCollection(base: data.wrappedValue, id: id), identifiedBy: \.id) { element in
            EditableCollectionContent(content: content(data[element.index]),
                                      delete: deletes ? CollectionDeletion.remover(in: data, id: id, element.id) : nil)
        }
    }
}

extension List where SelectionValue == Never {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

extension List {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}
