/// Runs a `Layout` for a node. The cache lives as long as the node (one pass).
struct LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L
    private let cache = CacheBox<L.Cache>()

    init(_ layout: L) { self.layout = layout }

    var name: String { L._builtInName ?? TypeNames.shared.name(L.self) }
    var isContainer: Bool { true }
    /// A user layout may implement `explicitAlignment`; the built-in ones do not.
    var definesExplicitGuides: Bool { L._builtInName == nil }

    private func withCache<R>(_ node: LayoutNode, recorder: PlacementRecorder? = nil,
                              _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        var subviews = LayoutSubviews(nodes: node.subviews, recorder: recorder)
        if node.isRightToLeft { subviews.layoutDirection = .rightToLeft }
        var value = cache.value ?? layout.makeCache(subviews: subviews)
        defer { cache.value = value }
        return body(subviews, &value)
    }

    /// A layout's answer, made a valid size (a stack with negative spacing, a user's layout).
    ///
    /// The built-in stacks' methods are specialised, and the generic entry points go to them
    /// after a type check: the conformance's witnesses are generic, and in generic code every
    /// use of this struct's fields looked up `LayoutBehavior<L>`'s metadata in the runtime's
    /// cache (about 300 instructions a call; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }.valid
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        if let stack = layout as? any AxisStackLayout { return stackPlacements(stack, node: node, size: size, proposal: proposal) }
        let recorder = PlacementRecorder(count: node.subviews.count)
        withCache(node, recorder: recorder) {
            layout.placeSubviews(in: CGRect(size: size), proposal: proposal, subviews: $0, cache: &$1)
        }
        // A subview the layout did not place sits at the centre, proposed the container's size (as SwiftUI does).
        return Placements(node.subviews.indices) { index in
            recorder.placements[index] ?? {
                let childProposal = ProposedViewSize(size)
                let childSize = node.subviews[index].sizeThatFits(childProposal)
                return Placement(origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
                                 proposal: childProposal, size: childSize)
            }()
        }
    }

    /// An HStack's or VStack's placements are its algorithm's result for the proposal, taken
    /// as `StackAlgorithm.place` would have its subviews record them (`Placement(placing:…)`),
    /// without the recorder, its array and a subview made for each place call: about 2 k
    /// instructions a row of the benchmark list (callgrind; Benchmarks.md, the ninth to fourteenth passes).
    private func stackPlacements(_ stack: some AxisStackLayout, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        // Placement is the last question a pass asks a stack (see `StackCache.removeAll`): the
        // cache itself goes too, rather than stay empty in the tree kept after the pass.
        defer { cache.value = nil }
        let bounds = CGRect(size: size)
        return withCache(node) { subviews, cache in
            let stackCache = cache as! StackCache
            var result = stack.algorithm.layout(subviews, proposal, cache: stackCache)
            // Forgotten by the cache first, the placements are then adjusted in place.
            stackCache.removeAll()
            for index in result.placements.indices {
                let placement = result.placements[index]
                result.placements[index] = Placement(placing: placement.size, at: bounds.origin(of: placement), anchor: .topLeading,
                                                     proposal: placement.proposal.valid)
            }
            return Placements(result.placements)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(size: size)
        let custom: CGFloat? = withCache(node) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
        if let custom { return custom }
        guard key.combination != .none, !node.subviews.isEmpty else { return nil }
        let placed = placements(node: node, size: size, proposal: proposal)
        var values: [CGFloat] = []
        for (child, placement) in zip(node.subviews, placed) {
            if let value = child.explicitAlignment(key, placement.proposal) { values.append(placement.origin[key.axis] + value) }
        }
        return key.combine(values)
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func spacing(node: LayoutNode) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: $0, cache: &$1) }
    }
}

final class CacheBox<Value> { var value: Value? }

/// Collects the `place(at:anchor:proposal:)` calls of one `placeSubviews`. Each call writes
/// one element and holds no other access, so the array skips dynamic exclusivity checks (see
/// `LayoutNode`).
final class PlacementRecorder {
    @exclusivity(unchecked) var placements: [Placement?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}
