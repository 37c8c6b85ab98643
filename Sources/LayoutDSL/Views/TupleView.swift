/// The children of a builder block, built in order; each child's identity is its position.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    private let build: (BuildContext) -> [LayoutNode]
    /// The children as views, for code that walks the structure (previews).
    let children: () -> [any View]

    /// A tuple of views built by position. Elements that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        let children = { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
        self.children = children
        self.build = { context in
            children().enumerated().flatMap { index, view in context.child(.index(index)).build(any: view) }
        }
    }

    init<each Content: View>(packed value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        self.children = {
            var views: [any View] = []
            for view in repeat each value { views.append(view) }
            return views
        }
        self.build = { context in
            var nodes: [LayoutNode] = []
            // A node a view is the common case: reserved once, the list is not regrown as it fills.
            var count = 0
            for _ in repeat each value { count += 1 }
            nodes.reserveCapacity(count)
            var index = 0
            for view in repeat each value {
                nodes += context.child(.index(index)).build(view)
                index += 1
            }
            return nodes
        }
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { build(context) }
}
