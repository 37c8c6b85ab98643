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
        let environment = context.environment
        let axis: Axis? = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : nil
        let children = context.with(stackAxis: axis).build(content)
        var contentNode = children.count == 1 ? children[0]
            : LayoutNode(LayoutBehavior(VStackLayout()), subviews: children)
        // contentMargins inset the content inside the scrollable area.
        let margins = environment.contentMargins
        if margins != EdgeInsets() { contentNode = LayoutNode(PaddingBehavior(insets: margins), subviews: [contentNode]) }
        let ordinal = context.graph.scrollViewsBuilt
        context.graph.scrollViewsBuilt += 1
        let indicator: Color.Resolved? = showsIndicators && context.graph.drawsScrollIndicators
            ? (environment.colorScheme == .dark ? Color(white: 1, opacity: 0.35) : Color(white: 0, opacity: 0.35)).resolve(in: environment)
            : nil
        let behavior = ScrollViewBehavior(axes: axes, ordinal: ordinal, offsets: context.graph.scrollOffsets, margins: margins,
                                          indicatorColor: indicator, refresh: environment.refresh,
                                          targetBehavior: environment.scrollTargetBehavior)
        return [LayoutNode(behavior, subviews: [contentNode])]
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

/// What a placed scroll view knows this pass: its offset, content and container sizes.
final class ScrollState {
    var offset: CGPoint = .zero
    var contentSize: CGSize = .zero
    var containerSize: CGSize = .zero
}

struct ScrollViewBehavior: NodeBehavior {
    let axes: Axis.Set
    let ordinal: Int
    let offsets: ScrollOffsets
    let margins: EdgeInsets
    /// The indicator colour when indicators are drawn (the host asks for them).
    let indicatorColor: Color.Resolved?
    /// A `.refreshable` action in the environment: overscroll shows the refresh control.
    let refresh: RefreshAction?
    /// How a fling settles: freely, on pages, or on the scroll targets' edges.
    let targetBehavior: ScrollTargetKind
    let state = ScrollState()

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
        state.offset = offset
        state.containerSize = node.size
        state.contentSize = placements(node: node, size: node.size, proposal: node.proposal).first?.size ?? .zero
        return CGAffineTransform(translationX: -offset.x, y: -offset.y)
    }

    /// UIKit's contentOffset convention: at rest with a top margin, y is −margin.
    var geometry: ScrollGeometry {
        let inner = CGSize(width: state.contentSize.width - margins.horizontal, height: state.contentSize.height - margins.vertical)
        return ScrollGeometry(contentOffset: CGPoint(x: state.offset.x - margins.leading, y: state.offset.y - margins.top),
                              contentSize: inner, contentInsets: margins, containerSize: state.containerSize)
    }

    func display(size: CGSize) -> NodeDisplay {
        var display = NodeDisplay()
        display.clip = ClipShape(path: Path(CGRect(size: size)), style: FillStyle())
        if let indicatorColor { display.content += ScrollIndicators.items(state: state, axes: axes, color: indicatorColor) }
        if refresh != nil, state.offset.y < 0 { display.content += RefreshControl.items(pull: -state.offset.y, width: size.width) }
        return display
    }
}
