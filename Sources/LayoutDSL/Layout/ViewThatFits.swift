/// Shows the first child whose ideal size fits the proposal along `axes` (the last one when
/// none fits), as SwiftUI's `ViewThatFits` does. Only the chosen child is placed and drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let candidates = context.with(stackAxis: nil).build(content)
        guard !candidates.isEmpty else { return [] }
        return [LayoutNode.make(ViewThatFitsBehavior(axes: axes, candidates: candidates))]
    }
}

struct ViewThatFitsBehavior: DeferredContentBehavior {
    let axes: Axis.Set
    let candidates: NodeList
    var name: String { "ViewThatFits" }

    func choose(_ p: ProposedViewSize) -> LayoutNode {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        return candidates.first { candidate in
            let ideal = candidate.sizeThatFits(probe)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
            return fitsWidth && fitsHeight
        } ?? candidates[candidates.count - 1]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        choose(proposal).sizeThatFits(proposal)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) { node.subviews = [choose(node.proposal)] }
}
