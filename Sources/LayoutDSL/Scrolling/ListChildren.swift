/// `List(_:children:rowContent:)` and its forms (iOS 14, bound ones iOS 15): an outline of a
/// tree, each element with children a collapsed disclosure row (its content and a chevron), as
/// SwiftUI declares them: the list's content is an `OutlineGroup` of the data.
extension List where SelectionValue == Never {
    public init<Data, RowContent: View>(
        _ data: Data,
        children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    public init<Data, RowContent: View>(
        _ data: Binding<Data>,
        children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>,
        id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

/// The outline forms with a selection: a row is selected by its element's id.
extension List {
    public init<Data, RowContent: View>(
        _ data: Data,
        children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    public init<Data, RowContent: View>(
        _ data: Binding<Data>,
        children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>,
        id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    public init<Data, RowContent: View>(
        _ data: Data,
        children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: RandomAccessCollection {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    public init<Data, RowContent: View>(
        _ data: Binding<Data>,
        children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection,
            Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>,
        id: KeyPath<Data.Element, ID>,
        children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data: MutableCollection,
            Data: RandomAccessCollection {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
