/// Gives its content a proxy that scrolls to identified views (`.id(_:)` or `ForEach` ids).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        context.build(content(ScrollViewProxy(graph: context.graph)))
    }
}

public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    /// Scrolls the scroll view containing the view with this id so the view's `anchor` meets the
    /// same point of the viewport; with no anchor, by the least amount that makes it fully
    /// visible. Clamped to the content, as SwiftUI's `scrollTo` is. Looks in the last laid-out
    /// tree; a lazy stack's rows that were never built cannot be found.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph, let root = graph.lastRoot else { return }
        let key = AnyHashable(id)
        var chain: [LayoutNode] = []
        func find(_ node: LayoutNode) -> Bool {
            chain.append(node)
            if node.explicitID == key || node.elementID == key { return true }
            for child in node.subviews where find(child) { return true }
            chain.removeLast()
            return false
        }
        guard find(root), let scrollIndex = chain.lastIndex(where: { $0.behavior is ScrollViewBehavior }) else { return }
        let scrollNode = chain[scrollIndex], target = chain[chain.count - 1]
        guard let scroll = scrollNode.behavior as? ScrollViewBehavior, let content = scrollNode.subviews.first else { return }
        let current = scroll.state.offset
        // The view's frame in the content's space.
        let frame = CGRect(size: target.size).applying(target.transform.concatenating(content.transform.inverted()))
        let viewport = scrollNode.size
        func axis(_ a: Axis) -> CGFloat {
            guard scroll.axes.contains(a == .vertical ? .vertical : .horizontal) else { return current[a] }
            let limit = max(content.size[a] - viewport[a], 0)
            var value: CGFloat
            if let anchor {
                let u = a == .vertical ? anchor.y : anchor.x
                value = frame.origin[a] + u * frame.size[a] - u * viewport[a]
            } else if frame.origin[a] < current[a] {
                value = frame.origin[a]
            } else if frame.origin[a] + frame.size[a] > current[a] + viewport[a] {
                value = frame.origin[a] + frame.size[a] - viewport[a]
            } else {
                value = current[a]
            }
            value = min(max(value, 0), limit)
            return value
        }
        let offset = CGPoint(x: axis(.horizontal), y: axis(.vertical))
        let targetName: String? = scroll.ordinal == 0 ? nil : (scrollNode.identifier ?? scrollNode.explicitID.map { "\($0.base)" })
        guard offset != current else { return }
        graph.scrollOffsets[targetName] = offset
        graph.stateDidChange("ScrollViewProxy.scrollTo(\(id))")
    }
}
