/// Views computed from a collection; each element's identity is its `id`, so state follows
/// elements when the data is reordered. As SwiftUI's, the type itself does not ask its content
/// to be a view: other frameworks make it their content too (MapKit's `ForEach` of markers).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// The initializers that know how an element is identified say it with a closure: a key
    /// path is read through the runtime (`KeyPath._projectReadOnly`, about 400 instructions a
    /// read; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    package init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = id
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let data = (self.data as? BuiltData)?.built(in: context.child(.slot(-2))) as? Data ?? self.data
        var nodes: NodeList = []
        nodes.reserveCapacity(data.count)
        for element in data {
            let identity = identity(of: element)
            nodes += tagged(context.child(identity).buildInsertable(content(element)), identity)
        }
        return nodes
    }

    /// Remembers the element's identity on the nodes it built: outside their geometry effects,
    /// as a scroll target is found where layout put it (see `EffectModifier`).
    func tagged(_ nodes: NodeList, _ identity: IdentityComponent) -> NodeList {
        let nodes = nodes.withGeometryEffectsOutside()
        for node in nodes { node.tagElement(identity) }
        return nodes
    }

    /// The element's identity component, its id read once.
    func identity(of element: Data.Element) -> IdentityComponent {
        let id = self.id(element)
        if ID.self == Int.self { return .intID(unsafeBitCast(id, to: Int.self)) }
        return .id(AnyHashable(id))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range, identified by offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}

extension ForEach where Content: View {
    /// Views for the elements of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`), identified by
    /// the elements' ids as SwiftUI does.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elements = data.wrappedValue
        self.init(elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }, id: \.1) { element in
            content(data[element.0])
        }
    }
}
