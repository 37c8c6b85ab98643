/// The children of a builder block, built in order; each child's identity is its position.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    /// How the elements are built and listed: made by the initializer, which knows their
    /// types, and handed the value when called. Closures that captured the value each held a
    /// copy of their own, so every block's views were stored and copied three times (about
    /// 1.2 k instructions a row of the benchmark list; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    private let elements: Elements

    private struct Elements {
        let build: (T, BuildContext) -> NodeList
        let views: (T) -> [any View]
    }

    /// The children as views, for code that walks the structure (previews).
    var children: [any View] { elements.views(value) }

    /// A tuple of views built by position. Elements that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        let views = { (value: T) in Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
        elements = Elements(build: { value, context in
            let views = views(value)
            var element = context.firstElement(of: views.count)
            return NodeList(views.flatMap { view in
                defer { element.identity += 1 }
                return element.build(any: view)
            })
        }, views: views)
    }

    init<each Content: View>(packed value: consuming (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        elements = Elements(build: { (value: (repeat each Content), context: BuildContext) in
            var nodes: NodeList = []
            // A node a view is the common case: reserved once, the list is not regrown as it fills.
            var count = 0
            for _ in repeat each value { count += 1 }
            nodes.reserveCapacity(count)
            var element = context.firstElement(of: count)
            for view in repeat each value {
                nodes.append(contentsOf: element.build(view))
                element.identity += 1
            }
            return nodes
        }, views: { (value: (repeat each Content)) in
            var views: [any View] = []
            for view in repeat each value { views.append(view) }
            return views
        })
    }

    func makeNodes(in context: BuildContext) -> NodeList { elements.build(value, context) }
}
