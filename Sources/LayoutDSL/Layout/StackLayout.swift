/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`.
///
/// R4: available = proposal − spacings. Subviews are grouped by `layoutPriority`, highest first;
/// a group is offered what is left minus the minimum lengths of all lower groups. Inside a group
/// the least flexible (max − min along the axis) go first, ties of equal flexibility take the
/// larger minimum first; each is proposed an equal share of what remains and takes what it
/// wants. A nil proposal along the axis sizes every subview ideally.
/// R5: across the axis each subview is placed so its alignment guide meets the others'; the
/// stack's cross size is the union of the aligned subviews.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Result {
        var size: CGSize
        var placements: [Placement]
    }

    func spacings(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let edges = subviews.map(\.spacing)
        return (0..<(subviews.count - 1)).map { edges[$0].distance(to: edges[$0 + 1], along: axis) }
    }

    func proposals(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, gaps: [CGFloat]) -> [ProposedViewSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return Array(repeating: ProposedViewSize(axis, major: nil, minor: minor), count: subviews.count)
        }
        var result = Array(repeating: ProposedViewSize(axis, major: 0, minor: minor), count: subviews.count)
        let minima = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let flexibility = subviews.indices.map { index -> CGFloat in
            subviews[index].sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis] - minima[index]
        }
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        var remaining = major - gaps.reduce(0, +)
        var lowerMinima = minima.reduce(0, +)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }.sorted { a, b in
                flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : minima[a] > minima[b]
            }
            lowerMinima -= group.reduce(0) { $0 + minima[$1] }
            var budget = remaining - lowerMinima
            var count = group.count
            for index in group {
                let offer = max(budget / CGFloat(count), 0)
                let childProposal = ProposedViewSize(axis, major: offer, minor: minor)
                let taken = subviews[index].sizeThatFits(childProposal)[axis]
                result[index] = childProposal
                budget -= taken
                remaining -= taken
                count -= 1
            }
        }
        return result
    }

    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        guard !subviews.isEmpty else { return Result(size: .zero, placements: []) }
        let gaps = spacings(subviews)
        let proposals = proposals(subviews, proposal, gaps: gaps)
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0]) }
        let guides = dimensions.map { $0[alignment] }
        let reference = guides.max()!
        var placements: [Placement] = []
        placements.reserveCapacity(subviews.count)
        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        for index in subviews.indices {
            let size = dimensions[index].size
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = reference - guides[index]
            crossExtent = max(crossExtent, origin[axis.other] + size[axis.other])
            placements.append(Placement(origin: origin, proposal: proposals[index], size: size))
            cursor += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return Result(size: CGSize(axis, major: cursor, minor: crossExtent), placements: placements)
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        for (subview, placement) in zip(subviews, layout(subviews, proposal).placements) {
            subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                          proposal: placement.proposal)
        }
    }
}

public struct HStackLayout: Layout, NamedLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties(); properties.stackOrientation = .horizontal; return properties
    }
    var layoutName: String { "HStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(subviews, proposal).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(subviews, in: bounds, proposal: proposal)
    }
}

public struct VStackLayout: Layout, NamedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties(); properties.stackOrientation = .vertical; return properties
    }
    var layoutName: String { "VStack" }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(subviews, proposal).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(subviews, in: bounds, proposal: proposal)
    }
}

/// R10: the stack's size is the union of its highest-priority subviews, aligned by their guides;
/// every subview is proposed the stack's proposal and placed so its guide meets the reference.
public struct ZStackLayout: Layout, NamedLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    var layoutName: String { "ZStack" }

    private func frames(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (size: CGSize, origins: [CGPoint]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let top = subviews.map(\.priority).max()!
        let sizing = subviews.indices.filter { subviews[$0].priority == top }
        // Each subview's origin relative to the shared alignment point.
        let relative = dimensions.map { CGPoint(x: -$0[alignment.horizontal], y: -$0[alignment.vertical]) }
        let minX = sizing.map { relative[$0].x }.min()!, minY = sizing.map { relative[$0].y }.min()!
        let maxX = sizing.map { relative[$0].x + dimensions[$0].width }.max()!
        let maxY = sizing.map { relative[$0].y + dimensions[$0].height }.max()!
        return (CGSize(width: maxX - minX, height: maxY - minY), relative.map { CGPoint(x: $0.x - minX, y: $0.y - minY) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frames(subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = frames(subviews, proposal).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }
}

public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        _LayoutRoot(layout: layout, content: content).makeNodes(in: context)
    }
}

public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        _LayoutRoot(layout: layout, content: content).makeNodes(in: context)
    }
}

public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        _LayoutRoot(layout: layout, content: content).makeNodes(in: context)
    }
}
