/// A tree of data shown as nested disclosure groups (SwiftUI's `OutlineGroup`, iOS 14:
/// https://developer.apple.com/documentation/swiftui/outlinegroup): each element with children
/// (its `children` key path is non-nil) is a `DisclosureGroup` labelled with its content, whose
/// content is an outline group of its children; an element whose children are nil is a leaf.
/// Disclosure groups start collapsed, as iOS first shows an outline.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

/// The children of an outline group's subgroup, type-erased as SwiftUI's `OutlineSubgroupChildren`.
nonisolated public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element, Data == [DataElement] {
        self.init(data: [root], id: \.id, children: children, content: content)
    }

    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element, Data == [DataElement] {
        self.init(data: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(data, id: id) { element in
            if let subgroup = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(content: AnyView(OutlineGroup(data: subgroup, id: id, children: children, content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}
