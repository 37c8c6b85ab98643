/// Views computed from a collection; each element's identity is its `id`, so state follows
/// elements when the data is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0[keyPath: id] }
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for element in data {
            nodes += context.child(.id(AnyHashable(id(element)))).build(content(element))
        }
        return nodes
    }

    /// The views for the elements at `indices` only (lazy containers build what is visible).
    func makeNodes(at index: Data.Index, in context: BuildContext) -> [LayoutNode] {
        let element = data[index]
        return context.child(.id(AnyHashable(id(element)))).build(content(element))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range, identified by offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
