/// Gives its content its own size and coordinate spaces. It takes the whole proposal (0 for
/// unspecified dimensions, as OpenSwiftUI measures SwiftUI), proposes its size to the content
/// and places every child at its top-leading corner (R16). The content is built during layout,
/// once the reader's geometry is known.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(in context: BuildContext) -> NodeList {
        let content = self.content
        let inner = context.with(stackAxis: nil)
        return [LayoutNode.make(GeometryReaderBehavior { proxy in inner.build(content(proxy)) })]
    }
}

struct GeometryReaderBehavior: DeferredContentBehavior {
    let build: (GeometryProxy) -> NodeList
    var name: String { "GeometryReader" }
    var isContainer: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) { node.subviews = build(geometry) }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let childProposal = ProposedViewSize(size)
        return Placements(node.subviews) { Placement(origin: .zero, proposal: childProposal, size: $0.sizeThatFits(childProposal)) }
    }
}
