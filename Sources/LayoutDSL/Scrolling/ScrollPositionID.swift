/// iOS 17's view-based scroll position: `scrollPosition(id:anchor:)` binds the id of the target
/// (see `scrollTargetLayout()`) at the scroll position, both ways, as SwiftUI documents it:
/// - as the scroll view scrolls, the binding receives the id of the top-most (leading-most)
///   target: the first, in layout order, whose frame reaches past the anchor point of the
///   visible region (the top-leading corner when `anchor` is nil);
/// - when the program sets the binding, the scroll view scrolls so that target's anchor point
///   meets the same point of the viewport (its top-leading corner when nil), clamped to the
///   content; a transaction's `scrollTargetAnchor` overrides `anchor` for the change it carries.
/// The binding is not written on first appearance, only once the view has scrolled (SwiftUI
/// leaves it nil until then); a non-nil value at first appearance is scrolled to.
nonisolated struct ScrollPositionModifier<ID: Hashable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let id: Binding<ID?>
    let anchor: UnitPoint?

    /// What the binding and the scroll view agreed on last.
    struct Sync: Equatable {
        let id: AnyHashable?
        let offset: CGPoint
    }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), binding = id, anchor = self.anchor ?? .topLeading
        content.first?.annotations.append(.placed { placed in
            let graph = placed.pass.graph
            let last = placed.pass.lastDelivered(at: identity) as? Sync
            guard let scrollNode = placed.node.firstScrollNode, let scroll = scrollNode.behavior.asScrollView,
                  let record = graph.scrolls.record(scroll.identity) else { return }
            let requested = binding.wrappedValue.map(AnyHashable.init)
            if requested != last?.id, let requested, let (_, frame) = scrollNode.locate(requested) {
                let offset = record.offset(revealing: frame, anchor: graph.pendingScrollTargetAnchor ?? anchor)
                placed.pass.observe(PreferenceObservation(identity: identity, keyName: "scrollPosition",
                                                          value: Sync(id: requested, offset: offset)) {
                    guard offset != record.offset else { return }
                    graph.scrolls.setOffset(offset, of: scroll.identity)
                    graph.stateDidChange("scrollPosition(id:)")
                })
            } else if last == nil || last?.offset != record.offset {
                let current = record.targetID(at: anchor, among: scrollNode.scrollTargets, in: scrollNode)
                let write = last != nil && current != requested
                placed.pass.observe(PreferenceObservation(identity: identity, keyName: "scrollPosition",
                                                          value: Sync(id: write ? current : requested, offset: record.offset)) {
                    if write { binding.wrappedValue = current?.base as? ID }
                })
            }
        })
        return content
    }
}

extension LayoutNode {
    func answers(to id: AnyHashable) -> Bool { elementID == id || explicitID == id }

    /// A rect in `node`'s space, in this scroll view's content space (unscrolled). Right to
    /// left the content space is in leading terms, as the offset is: x runs from the content's
    /// right edge.
    func contentRect(_ rect: CGRect, of node: LayoutNode) -> CGRect {
        guard let content = subviews.first else { return .zero }
        var result = rect.applying(node.transform.concatenating(content.transform.inverted()))
        if isRightToLeft { result.origin.x = content.size.width - result.maxX }
        return result
    }

    /// This node if it is a scroll view, else the first scroll view below it (depth first).
    var firstScrollNode: LayoutNode? {
        if behavior.asScrollView != nil { return self }
        for child in subviews { if let scroll = child.firstScrollNode { return scroll } }
        return nil
    }

    /// The view with this id at or below this node: the nearest scroll view above it, and its
    /// frame in that scroll view's content space. Built views are found by their ids; rows a
    /// lazy stack has not built, where the stack estimates they would be.
    func locate(_ id: AnyHashable) -> (scroll: LayoutNode, frame: CGRect)? {
        var scrolls: NodeList = []
        func visit(_ node: LayoutNode) -> (LayoutNode, CGRect)? {
            let isScroll = node.behavior.asScrollView != nil
            if isScroll { scrolls.append(node) }
            defer { if isScroll { scrolls.removeLast() } }
            guard let scroll = scrolls.last else { return node.subviews.lazy.compactMap(visit).first }
            if node.answers(to: id) { return (scroll, scroll.contentRect(CGRect(size: node.size), of: node)) }
            if let found = node.subviews.lazy.compactMap(visit).first { return found }
            if let lazy = node.behavior as? LazyStackBehavior, var estimate = lazy.estimatedFrame(of: id, node: node) {
                // The estimate is in the stack's leading terms; its space is the screen's.
                if node.isRightToLeft { estimate.origin.x = node.size.width - estimate.maxX }
                return (scroll, scroll.contentRect(estimate, of: node))
            }
            return nil
        }
        return visit(self)
    }
}

extension ScrollRecord {
    /// The offset that brings the anchor point of `frame` (content space) to the same point of
    /// the viewport; with no anchor, the least scroll that makes it fully visible. Clamped to
    /// the content, along the scrolling axes only (`ScrollViewProxy.scrollTo` semantics).
    func offset(revealing frame: CGRect, anchor: UnitPoint?) -> CGPoint {
        let current = offset, viewport = containerSize
        func along(_ a: Axis) -> CGFloat {
            guard axes.contains(a == .vertical ? .vertical : .horizontal) else { return current[a] }
            let value: CGFloat
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
            return min(max(value, 0), maxOffset[a])
        }
        return CGPoint(x: along(.horizontal), y: along(.vertical))
    }

    /// The first target whose frame reaches past the anchor point of the visible region.
    func targetID(at anchor: UnitPoint, among targets: NodeList, in scrollNode: LayoutNode) -> AnyHashable? {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let u = axis == .vertical ? anchor.y : anchor.x
        let point = offset[axis] + u * containerSize[axis]
        return targets.first { scrollNode.contentRect(CGRect(size: $0.size), of: $0).maxAlong(axis) > point }?.targetID
    }
}

private extension CGRect {
    func maxAlong(_ axis: Axis) -> CGFloat { axis == .vertical ? maxY : maxX }
}

nonisolated extension View {
    /// Binds the id of the scroll target at the scroll position (see `ScrollPositionModifier`).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}
