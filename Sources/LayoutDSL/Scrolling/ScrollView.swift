/// A scrollable viewport. Content is proposed its ideal size (nil) along the scrolling axes and
/// the viewport's size across them; the ScrollView takes the proposal along its axes (the
/// content's size where unspecified) and the content's size across them; the content is moved
/// by the content offset and clipped to the viewport.
///
/// The safe area (docs/swiftui-layout-rules.md, R26): laid out
/// inside it like any view, a scroll view whose edge lies on the safe-area line reaches past
/// it to the screen's (or container's) edge and insets its content by as much, so content
/// scrolls under the status bar, a navigation bar, a `safeAreaInset` bar and the home
/// indicator, and rests where it would inside the safe area ("By default, a scroll view will
/// not clip to the safe area, but draws its content behind any insets… it insets its content",
/// swiftuifieldguide.com/layout/scrollview; Apple's `contentMargins(_:_:for:)`: "the scroll view
/// will automatically inset its content by the safe area"). Its content sees no safe area.
///
/// The offset lives in the graph's `ScrollModel` under the scroll view's structural identity;
/// it is set from outside (`ViewHost.setScrollOffset`), by touches, or by `scrollTo` and
/// `scrollPosition`: positive y scrolls content up (`UIScrollView.contentOffset`), negative y is
/// overscroll and moves it down. Because the offset is a transform of the content,
/// `GeometryReader`s inside report scrolled positions.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        let environment = context.environment
        let axis: Axis? = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : nil
        // The content is a child identity, so a scroll view directly inside another is a record of its own.
        // In a navigation stack, the first vertical scroll view carries the large title at the top of its content.
        let header = axes == .vertical ? NavigationHeaderBehavior.claim(in: context.child(.slot(1))) : nil
        // The content measures containerRelativeFrame against this viewport.
        let container = ContainerSize()
        var contentEnvironment = environment
        contentEnvironment.containerSize = container
        contentEnvironment.scrollAxes = axes
        contentEnvironment.isScrollContent = true
        var contentNode = VStackLayout().implicitContainer(of: context.child(.slot(0)).with(stackAxis: axis)
            .with(environment: contentEnvironment).build(content))
        if let header {
            contentNode = LayoutNode.make(LayoutBehavior(VStackLayout(spacing: 0)), subviews: [header, contentNode])
        }
        // contentMargins inset the content inside the scrollable area.
        let margins = environment.contentMargins
        if margins != EdgeInsets() { contentNode = LayoutNode.make(PaddingBehavior(insets: margins), subviews: [contentNode]) }
        let indicator: Color.Resolved? = showsIndicators && environment.scrollIndicators.shows(axes) && context.graph.drawsScrollIndicators
            ? (environment.colorScheme == .dark ? Color(white: 1, opacity: 0.35) : Color(white: 0, opacity: 0.35)).resolve(in: environment)
            : nil
        let behavior = ScrollViewBehavior(identity: context.identity, model: context.graph.scrolls, axes: axes, margins: margins,
                                          indicatorColor: indicator, refresh: environment.refresh,
                                          targetBehavior: environment.scrollTargetBehavior.map {
                                              ScrollSettling(behavior: $0, environment: environment)
                                          },
                                          defaultAnchor: environment.defaultScrollAnchor,
                                          container: container,
                                          clips: !environment.scrollClipDisabled,
                                          scrollsByDrag: environment.isScrollEnabled,
                                          isRightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode.make(behavior, subviews: [contentNode])
        node.annotations.append(.coordinateSpace(ScrollViewSpaceName(axis: nil)))
        for scrolled in [Axis.horizontal, .vertical] where axes.contains(scrolled == .horizontal ? .horizontal : .vertical) {
            node.annotations.append(.coordinateSpace(ScrollViewSpaceName(axis: scrolled)))
        }
        return [node]
    }
}

struct ScrollViewBehavior: SafeAreaBehavior {
    /// The scroll view's structural identity: its record's key in the model.
    let identity: Int
    let model: ScrollModel
    let axes: Axis.Set
    let margins: EdgeInsets
    /// The indicator colour when indicators are drawn (the host asks for them).
    let indicatorColor: Color.Resolved?
    /// A `.refreshable` action in the environment: overscroll shows the refresh control.
    let refresh: RefreshAction?
    /// How a fling settles: freely (nil), or where a `ScrollTargetBehavior` moves its target.
    let targetBehavior: ScrollSettling?
    /// `defaultScrollAnchor`: where the content starts when the scroll view first appears.
    let defaultAnchor: ScrollAnchors
    /// The viewport less the content margins, for `containerRelativeFrame` in the content.
    let container: ContainerSize
    /// False under `scrollClipDisabled()`: content past the viewport stays visible.
    let clips: Bool
    /// False under `scrollDisabled(true)`: a drag does not scroll it (it still scrolls to an
    /// offset the command line or a `ScrollViewReader` sets, as it does on iOS in code).
    let scrollsByDrag: Bool
    /// Right to left the offset is in leading terms (x grows towards the trailing, left, end):
    /// the layout pass mirrors the content transform, and a finger moving right scrolls forward.
    var isRightToLeft = false
    /// The safe-area insets the latest placement reached past (leading terms), which inset the
    /// content: set by `adjust`, read by `placements` and the display.
    let safeAreaInsets = SafeAreaContentInsets()

    final class SafeAreaContentInsets { var value = EdgeInsets() }

    var name: String { "ScrollView" }
    var isContainer: Bool { true }
    var asScrollView: ScrollViewBehavior? { self }

    /// What the model knows of this scroll view (its offset once placed).
    var record: ScrollRecord { model.record(identity) ?? ScrollRecord() }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// Along a scrolling axis the scroll view takes the proposal (its content's size when none);
    /// across it, its content's size: a vertical scroll view is exactly as tall as proposed but
    /// only as wide as its content (R17; swiftuifieldguide.com/layout/scrollview, "Gotchas").
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        container.size = viewport(proposal)
        let content = node.subview(0).sizeThatFits(contentProposal(proposal))
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    /// The content is laid out in the viewport less the safe-area insets and placed inside them.
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let insets = safeAreaInsets.value
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        container.size = viewport(ProposedViewSize(inner))
        let childProposal = contentProposal(ProposedViewSize(inner))
        let content = node.subview(0).sizeThatFits(childProposal)
        // Content shorter than the viewport along a scrolling axis sits at the top (leading) end,
        // or at `defaultScrollAnchor`'s point of the viewport (iOS 17 aligns smaller content so).
        let anchor = defaultAnchor.alignment ?? .topLeading
        let origin = CGPoint(x: insets.leading + (axes.contains(.horizontal) ? max(inner.width - content.width, 0) * anchor.x
                                                                           : (inner.width - content.width) / 2),
                             y: insets.top + (axes.contains(.vertical) ? max(inner.height - content.height, 0) * anchor.y
                                                                       : (inner.height - content.height) / 2))
        return Placements(Placement(origin: origin, proposal: childProposal, size: content))
    }

    /// Reaches past the safe area on every edge that lies on its line, and keeps how far.
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        let global = frame.applying(parent)
        let reached = area.extending(global, left: true, right: true, top: true, bottom: true)
        let left = global.minX - reached.minX, right = reached.maxX - global.maxX
        safeAreaInsets.value = EdgeInsets(top: global.minY - reached.minY, leading: rightToLeft ? right : left,
                                          bottom: reached.maxY - global.maxY, trailing: rightToLeft ? left : right)
        return reached == global ? frame : reached.applying(parent.inverted())
    }

    /// The content sees no safe area: the scroll view took it as content insets.
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        SafeArea(safe: .infinite, outer: .infinite)
    }

    /// The container `containerRelativeFrame` sees at a proposal: the proposed viewport less the
    /// content margins (unknown, infinite, where the proposal leaves a dimension open).
    private func viewport(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: (proposal.width ?? .infinity) - margins.leading - margins.trailing,
               height: (proposal.height ?? .infinity) - margins.top - margins.bottom)
    }

    /// The content moves by the offset the model holds (set when the scroll view was placed).
    func contentTransform(node: LayoutNode) -> CGAffineTransform? {
        let offset = record.offset
        return CGAffineTransform(translationX: -offset.x, y: -offset.y)
    }

    var effectStage: NodeEffect.Stage? { clips ? .clip : nil }

    func display(size: CGSize) -> NodeDisplay {
        var display = NodeDisplay()
        if clips { display.clip = ClipShape(path: Path(CGRect(size: size)), style: FillStyle()) }
        let record = self.record
        if let indicatorColor { display.content += ScrollIndicators.items(record, color: indicatorColor) }
        if refresh != nil, record.offset.y < 0 {
            display.content += RefreshControl.items(pull: -record.offset.y, width: size.width, top: record.safeAreaInsets.top)
        }
        return display
    }
}
