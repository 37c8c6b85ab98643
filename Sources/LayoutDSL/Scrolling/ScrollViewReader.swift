/// Gives its content a proxy that scrolls to identified views (`.id(_:)` or `ForEach` ids).
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(in context: BuildContext) -> NodeList {
        context.build(content(ScrollViewProxy(graph: context.graph)))
    }
}

public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    /// Scrolls the scroll view containing the view with this id so the view's `anchor` meets the
    /// same point of the viewport; with no anchor, by the least amount that makes it fully
    /// visible. Clamped to the content, as SwiftUI's `scrollTo` is. Looks in the last laid-out
    /// tree; a lazy stack's rows that were never built are found where the stack estimates them.
    /// Without an anchor, that of the transaction it is called in (`Transaction.scrollTargetAnchor`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph, let (scrollNode, frame) = graph.lastRoot?.locate(AnyHashable(id)),
              let scroll = scrollNode.behavior.asScrollView, let record = graph.scrolls.record(scroll.identity) else { return }
        let offset = record.offset(revealing: frame, anchor: anchor ?? CurrentAnimation.transaction?.scrollTargetAnchor)
        guard offset != record.offset else { return }
        graph.scrolls.setOffset(offset, of: scroll.identity)
        graph.stateDidChange("ScrollViewProxy.scrollTo(\(id))")
    }
}
