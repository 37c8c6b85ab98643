/// How a node lays out and what it draws. Defaults describe a layout-neutral unary modifier:
/// the proposal passes to the single subview, which is placed at the origin with its own size.
protocol NodeBehavior {
    /// The `type` reported in the resolved tree.
    var name: String { get }
    var defaultPriority: Double { get }
    /// Containers combine their subviews' guides; unary modifiers forward them.
    var isContainer: Bool { get }
    /// Whether the behavior itself sets explicit guide values (beyond those of its subviews).
    var definesExplicitGuides: Bool { get }
    /// Whether `sizeThatFits` answers in a few instructions without measuring a subview (a
    /// color, a shape, a spacer, a frame fixed on both axes), or by asking its one subview once
    /// (padding: a subview that is costly to size remembers its own answers). Such a node keeps
    /// no measurement cache: the cache exists so that a subtree is measured once per proposal,
    /// and for these nodes it cost an allocation and more instructions than the answer.
    var sizesCheaply: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    func spacing(node: LayoutNode) -> ViewSpacing
    /// A transform applied to the subviews' space (geometry effects, scroll offsets); layout is unaffected.
    func contentTransform(node: LayoutNode) -> CGAffineTransform?
    /// What the node draws and how it composites its subtree; asked once, when the tree is
    /// resolved, so it must be cheap for the many nodes that draw nothing.
    func display(size: CGSize) -> NodeDisplay
    /// What the node draws, given also the proposal it was placed with: a behaviour whose
    /// drawing depends on it (a `Text`'s lines) draws what that proposal laid out, whatever its
    /// container asked it about after placing it. By default `display(size:)`.
    func display(size: CGSize, placedWith proposal: ProposedViewSize) -> NodeDisplay
    /// The last stage at which `display` composites the subtree (a scroll view's or canvas's clip),
    /// if any: an effect kept on the node must follow it (see `NodeEffect.Stage`).
    var effectStage: NodeEffect.Stage? { get }
    /// The string the node shows, reported in the resolved tree (a `Text`'s).
    var textContent: String? { get }
    /// Whether the last subview (built after the others) is drawn behind them.
    var drawsLastSubviewFirst: Bool { get }
    /// Capabilities the layout pass asks about, without a dynamic cast per node.
    var asDeferredContent: DeferredContentBehavior? { get }
    var asSafeArea: SafeAreaBehavior? { get }
    var asScrollView: ScrollViewBehavior? { get }
    /// The shape the node gives the views inside it as their container shape (`containerShape(_:)`).
    var containerShape: (any InsettableShape)? { get }
}

extension NodeBehavior {
    var defaultPriority: Double { 0 }
    var isContainer: Bool { false }
    var definesExplicitGuides: Bool { false }
    var sizesCheaply: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        Placements(node.subviews) { Placement(origin: .zero, proposal: proposal, size: $0.sizeThatFits(proposal)) }
    }

    /// A unary modifier forwards its subview's explicit guide values, moved by the subview's
    /// origin; a container combines its subviews' values (R19), and frame alignments (edges,
    /// centers) never leave a container.
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard !node.subviews.isEmpty else { return nil }
        if node.subviews.count == 1, !isContainer {
            let placement = placements(node: node, size: size, proposal: proposal)[0]
            return node.subview(0).explicitAlignment(key, placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        guard key.combination != .none else { return nil }
        let placements = placements(node: node, size: size, proposal: proposal)
        var values: [CGFloat] = []
        for (child, placement) in zip(node.subviews, placements) {
            if let value = child.explicitAlignment(key, placement.proposal) {
                values.append(placement.origin[key.axis] + value)
            }
        }
        return key.combine(values)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        node.subviews.count == 1 ? node.subview(0).spacing : ViewSpacing()
    }

    func contentTransform(node: LayoutNode) -> CGAffineTransform? { nil }
    func display(size: CGSize) -> NodeDisplay { NodeDisplay() }
    func display(size: CGSize, placedWith proposal: ProposedViewSize) -> NodeDisplay { display(size: size) }
    var effectStage: NodeEffect.Stage? { nil }
    var textContent: String? { nil }
    var drawsLastSubviewFirst: Bool { false }
    var asDeferredContent: DeferredContentBehavior? { nil }
    var asSafeArea: SafeAreaBehavior? { nil }
    var asScrollView: ScrollViewBehavior? { nil }
    var containerShape: (any InsettableShape)? { nil }
}

/// Behaviors whose subviews are built during placement, once the node's geometry is known
/// (`GeometryReader`, `overlayPreferenceValue`, lazy stacks).
protocol DeferredContentBehavior: NodeBehavior {
    /// Builds the subviews that depend on the node's geometry, before its subviews are placed.
    func buildContent(node: LayoutNode, geometry: GeometryProxy)
    /// Builds the subviews that depend on the preferences of those already placed; returns how
    /// many trailing subviews were added and must now be placed.
    func buildSecondaryContent(node: LayoutNode, preferences: PreferenceValues, geometry: GeometryProxy) -> Int
}

extension DeferredContentBehavior {
    var asDeferredContent: DeferredContentBehavior? { self }
    func buildContent(node: LayoutNode, geometry: GeometryProxy) {}
    func buildSecondaryContent(node: LayoutNode, preferences: PreferenceValues, geometry: GeometryProxy) -> Int { 0 }
}

/// A leaf: no subviews; takes the proposal, with `ideal` for unspecified dimensions.
protocol LeafBehavior: NodeBehavior {}

extension LeafBehavior {
    /// Leaves answer from the proposal alone (text, which shapes its string, says otherwise).
    var sizesCheaply: Bool { true }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements { [] }
    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    func spacing(node: LayoutNode) -> ViewSpacing { ViewSpacing() }
}
