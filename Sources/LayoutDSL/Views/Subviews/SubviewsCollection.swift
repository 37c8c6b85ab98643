/// The subviews of a view (iOS 18's `SubviewsCollection`): a collection a container indexes, and
/// a view that shows them all where it is placed.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    /// The content built at `context` and taken apart into its top-level views.
    init<Content: View>(of content: Content, in context: BuildContext) {
        self.init(nodes: context.build(content))
    }

    init<Nodes: Collection<LayoutNode>>(nodes: Nodes) {
        subviews = nodes.enumerated().map { Subview(node: $1, index: $0) }
    }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func makeNodes(in context: BuildContext) -> NodeList { NodeList(subviews.map(\.node)) }
}

/// A run of a view's subviews (`subviews[1...]`, `subviews.prefix(3)`), also a view.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    func makeNodes(in context: BuildContext) -> NodeList { NodeList(subviews.map(\.node)) }
}
