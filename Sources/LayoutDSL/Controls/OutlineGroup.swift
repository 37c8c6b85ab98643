/// A tree of data shown as nested disclosure groups (SwiftUI's `OutlineGroup`, iOS 14:
/// https://developer.apple.com/documentation/swiftui/outlinegroup): each element with children
/// (its `children` key path is non-nil) is a `DisclosureGroup` labelled with its content, whose
/// content is an outline group of its children; an element whose children are nil is a leaf.
/// Disclosure groups start collapsed, as iOS first shows an outline. Over a bound collection
/// (`OutlineGroup($items, children: \.children) { $item in … }`) each element's content gets a
/// binding to it, and its children are the bound children.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top-level elements: the data's, or the one root.
    let elements: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
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
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(root, id: \.id, children: children, content: content)
    }

    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }

    /// A bound root: one element, shown with its bound children.
    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }

    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup {
    init(elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.init(elements: elements, id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    /// Over a bound collection: an element is a binding, its id read through it, its children
    /// the binding to its children when it has any.
    init<C, E>(elements: [Binding<E>], id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
               content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(elements: elements, id: { $0.wrappedValue[keyPath: id] }, children: { Binding($0[dynamicMember: children]) },
                  content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(elements, identifiedBy: id, content: row)
    }

    @ViewBuilder private func row(_ element: Data.Element) -> some View {
        if let subgroup = children(element) {
            let group = OutlineGroup(elements: Array(subgroup), id: id, children: children, content: content)
            DisclosureGroup {
                OutlineSubgroupChildren(content: AnyView(group))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}
