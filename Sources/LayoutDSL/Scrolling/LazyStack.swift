struct LazyStackBehavior: DeferredContentBehavior {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat
    let elements: LazyElements
    let context: BuildContext
    /// Inside a List: each element is decorated as a list row of this appearance.
    let list: ListAppearance?
    private let state = LazyState()

    static let sampleCount = 8

    final class LazyState {
        var sample: [NodeList] = []
        var firstIndex = 0
        var built: [NodeList] = []
    }

    /// Elements are built with the stack as their section container (see `Section`); a plain
    /// List pins its section headers, as iOS's plain list style does.
    static func node<C: View>(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, pinnedViews: PinnedScrollableViews,
                              content: C, context: BuildContext) -> LayoutNode {
        let list = context.environment.listRowAppearance
        let spacing = spacing ?? ViewSpacing.defaultDistance
        var inner = context.with(stackAxis: axis)
        inner.environment.listRowAppearance = nil
        if list != nil { inner.environment.isListRow = true }
        inner.environment.sectionContainer = SectionContainer(axis: axis, alignment: alignment,
                                                              spacing: list != nil ? context.environment.listRowSpacing ?? 0 : spacing,
                                                              pinned: list?.pinsHeaders == true
                                                                  ? pinnedViews.union(.sectionHeaders) : pinnedViews,
                                                              list: list)
        let elements: LazyElements = (content as? LazyElements)
            ?? EagerElements(nodes: inner.build(content).map { [$0] })
        return LayoutNode.make(LazyStackBehavior(axis: axis, alignment: alignment, spacing: spacing,
                                            elements: elements, context: inner, list: list))
    }

    var name: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    var isContainer: Bool { true }

    private func build(_ index: Int) -> NodeList {
        if index < state.sample.count { return state.sample[index] }
        return make(index)
    }

    private func make(_ index: Int) -> NodeList {
        context.graph.lazyElementsBuilt += 1
        let nodes = elements.buildElement(index, in: context)
        guard let list else { return nodes }
        // Sections decorate their own rows; rows outside any section form implicit sections,
        // each as long as the run of such rows.
        guard !nodes.contains(where: { $0.behavior is SectionBehavior }) else {
            if index == 0, let section = nodes.first?.behavior as? SectionBehavior { section.leading.isFirst = true }
            return NodeList(nodes.flatMap { $0.behavior is SectionBehavior ? [$0] : ListRowChrome.decorate([$0], appearance: list,
                position: ListRowPosition(isFirst: true, isLast: true), context: context) })
        }
        let position = ListRowPosition(isFirst: index == 0 || elements.isSection(index - 1),
                                       isLast: index == elements.elementCount - 1 || elements.isSection(index + 1))
        let first = index == 0 ? ListMetrics.firstSectionSpaceBefore(context.environment.systemDesign, list) : nil
        return ListRowChrome.decorate(nodes, appearance: list, position: position,
                                      spaceBefore: list.isGrouped ? first ?? context.environment.listSectionSpacing.value : 0,
                                      context: context)
    }

    private func sample() -> [NodeList] {
        if state.sample.isEmpty { state.sample = (0..<min(Self.sampleCount, elements.elementCount)).map(make) }
        return state.sample
    }

    /// The average extent of the sampled elements along the axis, and the largest across it.
    private func estimate(_ proposal: ProposedViewSize) -> (pitch: CGFloat, cross: CGFloat) {
        let childProposal = ProposedViewSize(axis, major: nil, minor: proposal[axis.other])
        var total: CGFloat = 0, cross: CGFloat = 0, count = 0
        for element in sample() {
            for node in element {
                let size = node.sizeThatFits(childProposal)
                total += size[axis]; cross = max(cross, size[axis.other]); count += 1
            }
        }
        let average = count > 0 ? total / CGFloat(count) : 0
        return (average + spacing, cross)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let (pitch, cross) = estimate(proposal)
        let n = CGFloat(elements.elementCount)
        let major = n > 0 ? n * pitch - spacing : 0
        return CGSize(axis, major: major, minor: proposal[axis.other] ?? cross)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) {
        let (pitch, _) = estimate(node.proposal)
        guard pitch > 0, elements.elementCount > 0 else { node.subviews = []; return }
        var visible = (geometry.visibleRect ?? CGRect(size: node.size))
        // The proxy reports screen-oriented local coordinates; right to left, the stack's
        // elements run from its right edge (leading space is x → width − x).
        if node.isRightToLeft { visible.origin.x = node.size.width - visible.maxX }
        let extent = visible.size[axis]
        let low = visible.origin[axis] - extent / 2, high = visible.origin[axis] + extent * 1.5
        // Element k spans [k·pitch, (k+1)·pitch): those meeting [low, high). The element range
        // is clamped before it becomes an Int: a scroll offset of 1e21 or NaN, or a frame of
        // −1e300, is past Int's range.
        let count = CGFloat(elements.elementCount)
        func index(_ position: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
            let value = (position / pitch).rounded(rule)
            return value.isNaN ? 0 : Int(min(max(value, -1), count + 1))
        }
        let first = max(index(low, .down), 0)
        let last = min(index(high, .up) - 1, elements.elementCount - 1)
        guard first <= last else { node.subviews = []; return }
        state.firstIndex = first
        state.built = (first...last).map(build)
        fill(to: visible.origin[axis] + extent, after: last, pitch: pitch, node: node)
        node.subviews = NodeList(state.built.joined())
    }

    /// The range above takes every element to be of the mean extent; where the built ones, at
    /// their own sizes, end before the visible region does (sections of one row among sections
    /// of twenty), builds on until they reach its end, as SwiftUI's lazy stacks build rows until
    /// the viewport is full: the estimate alone left the rest of the viewport empty.
    private func fill(to end: CGFloat, after last: Int, pitch: CGFloat, node: LayoutNode) {
        let childProposal = ProposedViewSize(axis, major: nil, minor: node.proposal[axis.other] ?? node.size[axis.other])
        func extent(_ element: NodeList) -> CGFloat { element.reduce(0) { $0 + $1.sizeThatFits(childProposal)[axis] + spacing } }
        var reached = CGFloat(state.firstIndex) * pitch + state.built.reduce(0) { $0 + extent($1) }
        var next = last + 1
        while reached < end, next < elements.elementCount {
            let element = build(next)
            state.built.append(element)
            reached += extent(element)
            next += 1
        }
    }

    /// Where the element with this id would be placed, in the stack's space, built or not:
    /// lets `scrollTo` and `scrollPosition` reach rows that were never built.
    func estimatedFrame(of id: AnyHashable, node: LayoutNode) -> CGRect? {
        guard let index = elements.index(of: id) else { return nil }
        let (pitch, _) = estimate(node.proposal)
        var frame = CGRect(size: node.size)
        frame.origin[axis] = CGFloat(index) * pitch
        frame.size[axis] = max(pitch - spacing, 0)
        return frame
    }

    /// Built elements sit one after another from where the estimate puts the first.
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let (pitch, _) = estimate(proposal)
        let childProposal = ProposedViewSize(axis, major: nil, minor: proposal[axis.other] ?? size[axis.other])
        var cursor = CGFloat(state.firstIndex) * pitch
        var result: [Placement] = []
        for child in node.subviews {
            let childSize = child.sizeThatFits(childProposal)
            let dimensions = ViewDimensions(size: size)
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = dimensions[alignment] - child.guide(alignment, childProposal)
            result.append(Placement(origin: origin, proposal: childProposal, size: childSize))
            cursor += childSize[axis] + spacing
        }
        return Placements(result)
    }
}
