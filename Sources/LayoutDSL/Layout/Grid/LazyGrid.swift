/// The layout of `LazyVGrid` and `LazyHGrid`: cells in lines (`GridLines`). Sections (a
/// `ForEach` of `Section`s, or sections written out) are whole lines, one after another, each
/// laying its own content out in the grid's lines, with its header and footer pinned as
/// `pinnedViews` asks.
///
/// Lazy as the lazy stacks are: the line length is estimated from the first eight elements, so
/// only the lines within the visible region (and half a viewport around it) are ever built and
/// a million cells cost what a hundred do.
struct LazyGridBehavior: DeferredContentBehavior {
    let lines: GridLines
    let elements: LazyElements
    let context: BuildContext
    private let state = LazyState()

    static let sampleCount = 8

    final class LazyState {
        var sample: NodeList = []
        var built: [(index: Int, node: LayoutNode)] = []
    }

    static func node<C: View>(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?,
                              pinnedViews: PinnedScrollableViews, content: C, context: BuildContext) -> LayoutNode {
        let spacing = max(spacing ?? ViewSpacing.defaultDistance, 0)
        var inner = context.with(stackAxis: nil)
        inner.environment.sectionContainer = SectionContainer(
            axis: axis, alignment: (axis == .vertical ? alignment.horizontal.key : alignment.vertical.key),
            spacing: spacing, pinned: pinnedViews, list: nil, grid: items, gridAlignment: alignment)
        let elements: LazyElements = (content as? LazyElements) ?? EagerElements(nodes: inner.build(content).map { [$0] })
        return LayoutNode.make(LazyGridBehavior(lines: GridLines(axis: axis, items: items, alignment: alignment, spacing: spacing),
                                           elements: elements, context: inner))
    }

    var name: String { lines.axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var isContainer: Bool { true }
    private var axis: Axis { lines.axis }

    /// One cell per element (an element of several views stacks them).
    private func make(_ index: Int) -> LayoutNode {
        context.graph.lazyElementsBuilt += 1
        let nodes = elements.buildElement(index, in: context)
        return nodes.count == 1 ? nodes[0] : VStackLayout().implicitContainer(of: nodes)
    }

    private func cell(_ index: Int) -> LayoutNode { index < state.sample.count ? state.sample[index] : make(index) }

    private func sample() -> NodeList {
        if state.sample.isEmpty { state.sample = NodeList((0..<min(Self.sampleCount, elements.elementCount)).map(make)) }
        return state.sample
    }

    /// The tracks across the axis: sections span the whole grid, one per line.
    private func tracks(_ length: CGFloat?) -> [GridTrack] {
        if sample().first?.behavior is SectionBehavior { return [GridTrack(offset: 0, length: length ?? 0, alignment: nil)] }
        return lines.tracks(across: length)
    }

    /// The average line length of the sampled lines, plus spacing.
    private func pitch(_ tracks: [GridTrack]) -> CGFloat {
        let sample = sample()
        guard !tracks.isEmpty, !sample.isEmpty else { return 0 }
        let count = CGFloat((sample.count + tracks.count - 1) / tracks.count)
        let lineLengths = lines.length(of: sample, tracks: tracks) - lines.spacing * (count - 1)
        return lineLengths / count + lines.spacing
    }

    private func lineCount(_ tracks: [GridTrack]) -> Int {
        tracks.isEmpty ? 0 : (elements.elementCount + tracks.count - 1) / tracks.count
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let tracks = tracks(proposal[axis.other])
        let count = lineCount(tracks)
        let major = count > 0 ? CGFloat(count) * pitch(tracks) - lines.spacing : 0
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        return CGSize(axis, major: major, minor: proposal[axis.other] ?? extent)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) {
        let tracks = tracks(node.proposal[axis.other])
        let pitch = pitch(tracks)
        guard pitch > 0, lineCount(tracks) > 0 else { node.subviews = []; state.built = []; return }
        var visible = geometry.visibleRect ?? CGRect(size: node.size)
        if node.isRightToLeft { visible.origin.x = node.size.width - visible.maxX }
        let extent = visible.size[axis]
        let low = visible.origin[axis] - extent / 2, high = visible.origin[axis] + extent * 1.5
        let first = max(Int((low / pitch).rounded(.down)), 0)
        let last = min(Int((high / pitch).rounded(.up)) - 1, lineCount(tracks) - 1)
        guard first <= last else { node.subviews = []; state.built = []; return }
        let indices = (first * tracks.count)..<min((last + 1) * tracks.count, elements.elementCount)
        state.built = indices.map { ($0, cell($0)) }
        node.subviews = NodeList(state.built.map(\.node))
    }

    /// Lines sit one after another from where the estimate puts the first built one.
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let tracks = tracks(size[axis.other])
        guard !tracks.isEmpty, let firstIndex = state.built.first?.index else { return [] }
        return Placements(lines.place(state.built, tracks: tracks, from: CGFloat(firstIndex / tracks.count) * pitch(tracks)))
    }
}
