/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content sits along the edge at
/// its ideal thickness; the main content is laid out in what remains (less `spacing`), and its
/// safe area shrinks by the same amount.
struct SafeAreaInsetBehavior: SafeAreaBehavior {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    var name: String { "safeAreaInset" }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func insetSize(_ node: LayoutNode, _ p: ProposedViewSize) -> CGSize {
        var probe = p
        probe[axis] = nil
        return node.subviews[1].sizeThatFits(probe)
    }

    private func contentProposal(_ node: LayoutNode, _ p: ProposedViewSize) -> ProposedViewSize {
        var proposal = p
        let thickness = insetSize(node, p)[axis] + spacing
        proposal[axis] = p[axis].map { max($0 - thickness, 0) }
        return proposal
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let content = node.subview(0).sizeThatFits(contentProposal(node, proposal))
        var size = content
        size[axis] += insetSize(node, proposal)[axis] + spacing
        size[axis.other] = max(size[axis.other], insetSize(node, proposal)[axis.other])
        return size
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let contentProposal = contentProposal(node, proposal)
        let content = node.subview(0).sizeThatFits(contentProposal)
        var insetProposal = ProposedViewSize(size)
        insetProposal[axis] = nil
        let inset = node.subviews[1].sizeThatFits(insetProposal)
        let thickness = inset[axis] + spacing
        let leadingEdge = edge == .top || edge == .leading
        var contentOrigin = CGPoint.zero
        if leadingEdge { contentOrigin[axis] = thickness }
        var insetOrigin = CGPoint.zero
        insetOrigin[axis] = leadingEdge ? 0 : size[axis] - inset[axis]
        let cross = axis == .vertical ? ViewDimensions(size: size)[alignment.horizontal] - ViewDimensions(size: inset)[alignment.horizontal]
                                      : ViewDimensions(size: size)[alignment.vertical] - ViewDimensions(size: inset)[alignment.vertical]
        insetOrigin[axis.other] = cross
        return [Placement(origin: contentOrigin, proposal: contentProposal, size: content),
                Placement(origin: insetOrigin, proposal: insetProposal, size: inset)]
    }

    /// The strip the inset occupies (with the spacing) is outside the content's safe area.
    /// Right to left a `.leading` inset is on the right (the placements are mirrored already).
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        let content = CGRect(origin: placements[0].origin, size: placements[0].size)
            .offsetBy(dx: frame.minX, dy: frame.minY)
        var safe = area.safe
        let screenEdge: Edge = !rightToLeft ? edge : edge == .leading ? .trailing : edge == .trailing ? .leading : edge
        switch screenEdge {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, content.minY), width: safe.width,
                                 height: safe.maxY - max(safe.minY, content.minY))
        case .bottom: safe.size.height = max(min(safe.maxY, content.maxY) - safe.minY, 0)
        case .leading: safe = CGRect(x: max(safe.minX, content.minX), y: safe.minY,
                                     width: safe.maxX - max(safe.minX, content.minX), height: safe.height)
        case .trailing: safe.size.width = max(min(safe.maxX, content.maxX) - safe.minX, 0)
        }
        return area.insetting(frame: frame, to: safe)
    }
}

nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let edge: Edge, alignment: Alignment, spacing: CGFloat?
    let inset: Inset

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        NodeList(content) { primary in
            let layers = context.child(.slot(5)).with(stackAxis: nil).build(inset)
            let layer = ZStackLayout(alignment: alignment).implicitContainer(of: layers)
            return LayoutNode.make(SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing ?? 0),
                                   subviews: [primary, layer])
        }
    }
}

nonisolated extension View {
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: spacing, inset: content()))
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: spacing, inset: content()))
    }
}
