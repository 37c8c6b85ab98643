/// The layout of `LazyVGrid` and `LazyHGrid`: the grid items resolve into tracks across the
/// growing axis (`GridItem.tracks`), cells fill them line by line in order, and each line is
/// as long as its longest cell along the axis, `spacing` apart. Cells are proposed their
/// track's length across and nothing (their ideal) along the axis, and sit in their track and
/// line by their item's alignment (else the grid's, centred along the axis).
///
/// Lazy as the lazy stacks are: the line length is estimated from the first eight cells, so
/// only the lines within the visible region (and half a viewport around it) are ever built and
/// a million cells cost what a hundred do.
struct LazyGridBehavior: DeferredContentBehavior {
    /// The growing (scrolling) axis: vertical for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat
    let elements: LazyElements
    let context: BuildContext
    private let state = LazyState()

    static let sampleCount = 8

    final class LazyState {
        var sample: [LayoutNode] = []
        var built: [(index: Int, node: LayoutNode)] = []
    }

    static func node<C: View>(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?,
                              content: C, context: BuildContext) -> LayoutNode {
        var inner = context.with(stackAxis: nil)
        inner.environment.sectionContainer = nil
        let elements: LazyElements = (content as? LazyElements) ?? EagerElements(nodes: inner.build(content).map { [$0] })
        return LayoutNode(LazyGridBehavior(axis: axis, items: items, alignment: alignment,
                                           spacing: max(spacing ?? ViewSpacing.defaultDistance, 0), elements: elements, context: inner))
    }

    var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var isContainer: Bool { true }

    /// One cell per element (an element of several views stacks them).
    private func make(_ index: Int) -> LayoutNode {
        context.graph.lazyElementsBuilt += 1
        let nodes = elements.buildElement(index, in: context)
        return nodes.count == 1 ? nodes[0] : VStackLayout().implicitContainer(of: nodes)
    }

    private func cell(_ index: Int) -> LayoutNode { index < state.sample.count ? state.sample[index] : make(index) }

    private func tracks(_ proposal: ProposedViewSize) -> [GridTrack] {
        GridItem.tracks(items, length: proposal[axis.other] ?? 0)
    }

    private func cellProposal(_ track: GridTrack) -> ProposedViewSize { ProposedViewSize(axis, major: nil, minor: track.length) }

    /// The average line length of the sampled lines, plus spacing.
    private func pitch(_ tracks: [GridTrack]) -> CGFloat {
        if state.sample.isEmpty { state.sample = (0..<min(Self.sampleCount, elements.elementCount)).map(make) }
        guard !tracks.isEmpty, !state.sample.isEmpty else { return 0 }
        var lines: [CGFloat] = []
        for (offset, node) in state.sample.enumerated() {
            let line = offset / tracks.count
            let length = node.sizeThatFits(cellProposal(tracks[offset % tracks.count]))[axis]
            if line == lines.count { lines.append(length) } else { lines[line] = max(lines[line], length) }
        }
        return lines.reduce(0, +) / CGFloat(lines.count) + spacing
    }

    private func lineCount(_ tracks: [GridTrack]) -> Int {
        tracks.isEmpty ? 0 : (elements.elementCount + tracks.count - 1) / tracks.count
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let tracks = tracks(proposal)
        let lines = lineCount(tracks)
        let major = lines > 0 ? CGFloat(lines) * pitch(tracks) - spacing : 0
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        return CGSize(axis, major: major, minor: proposal[axis.other] ?? extent)
    }

    func buildContent(node: LayoutNode, geometry: GeometryProxy) {
        let tracks = tracks(node.proposal)
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
        node.subviews = state.built.map(\.node)
    }

    /// Lines sit one after another from where the estimate puts the first built one.
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> [Placement] {
        let tracks = tracks(ProposedViewSize(axis, major: nil, minor: size[axis.other]))
        guard !tracks.isEmpty, let firstIndex = state.built.first?.index else { return [] }
        var cursor = CGFloat(firstIndex / tracks.count) * pitch(tracks)
        var result: [Placement] = []
        var start = 0
        while start < state.built.count {
            let line = state.built[start..<min(start + tracks.count, state.built.count)]
            let sizes = line.map { $0.node.sizeThatFits(cellProposal(tracks[$0.index % tracks.count])) }
            let length = sizes.map { $0[axis] }.max() ?? 0
            for (entry, childSize) in zip(line, sizes) {
                let track = tracks[entry.index % tracks.count]
                let cellAlignment = track.alignment ?? alignment
                let area = ViewDimensions(size: CGSize(axis, major: length, minor: track.length))
                let childProposal = cellProposal(track)
                let dimensions = entry.node.dimensions(childProposal)
                var origin = CGPoint(x: area[cellAlignment.horizontal.key] - dimensions[cellAlignment.horizontal.key],
                                     y: area[cellAlignment.vertical.key] - dimensions[cellAlignment.vertical.key])
                origin[axis] += cursor
                origin[axis.other] += track.offset
                result.append(Placement(origin: origin, proposal: childProposal, size: childSize))
            }
            cursor += length + spacing
            start += tracks.count
        }
        return result
    }
}
