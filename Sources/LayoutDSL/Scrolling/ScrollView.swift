/// A scrollable viewport. Content is proposed its ideal size (nil) along the scrolling axes and
/// the viewport's size across them; the ScrollView takes the proposal (the content's size where
/// unspecified); content smaller than the viewport across the axes is centred; the content is
/// moved by the content offset and clipped to the viewport.
///
/// The offset is set from outside (`ViewHost.setScrollOffset`): positive y scrolls content up
/// (`UIScrollView.contentOffset`), negative y is overscroll and moves it down. Because the
/// offset is a transform of the content, `GeometryReader`s inside report scrolled positions.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let axis: Axis? = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : nil
        let children = context.with(stackAxis: axis).build(content)
        let contentNode = children.count == 1 ? children[0]
            : LayoutNode(LayoutBehavior(VStackLayout()), subviews: children)
        let ordinal = context.graph.scrollViewsBuilt
        context.graph.scrollViewsBuilt += 1
        return [LayoutNode(ScrollViewBehavior(axes: axes, ordinal: ordinal, offsets: context.graph.scrollOffsets), subviews: [contentNode])]
    }
}

/// Offsets requested per ScrollView: `nil` addresses the first one built.
struct ScrollOffsets {
    fileprivate(set) var byTarget: [String?: CGPoint] = [:]
    subscript(target: String?) -> CGPoint? {
        get { byTarget[target] }
        set { byTarget[target] = newValue }
    }
}

struct ScrollViewBehavior: NodeBehavior {
    let axes: Axis.Set
    let ordinal: Int
    let offsets: ScrollOffsets
    var name: String { "ScrollView" }
    var isContainer: Bool { true }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: node.subviews[0].sizeThatFits(contentProposal(proposal)))
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let childProposal = contentProposal(ProposedViewSize(size))
        let content = node.subviews[0].sizeThatFits(childProposal)
        let origin = CGPoint(x: axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2,
                             y: axes.contains(.vertical) ? 0 : (size.height - content.height) / 2)
        return [Placement(origin: origin, proposal: childProposal, size: content)]
    }

    /// The content offset for this ScrollView: by identifier or `.id`, else the default target.
    func offset(for node: LayoutNode) -> CGPoint {
        if let id = node.identifier, let offset = offsets[id] { return offset }
        if let id = node.explicitID.map({ "\($0.base)" }), let offset = offsets[id] { return offset }
        return ordinal == 0 ? offsets[nil] ?? .zero : .zero
    }

    func contentTransform(node: LayoutNode) -> CGAffineTransform? {
        let offset = offset(for: node)
        return CGAffineTransform(translationX: -offset.x, y: -offset.y)
    }

    func display(size: CGSize) -> NodeDisplay {
        var display = NodeDisplay()
        display.clip = ClipShape(path: Path(CGRect(size: size)), style: FillStyle())
        return display
    }
}
