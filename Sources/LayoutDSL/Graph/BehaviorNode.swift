/// A layout node with its behaviour stored inline: what `LayoutNode.make` returns for every
/// node. Inline, a behaviour costs its own bytes in the node, where a `NodeBehavior` field took
/// an existential's five words and, for a behaviour larger than three (a frame, padding, a
/// shape), a separately allocated box (8 of a benchmark row's 9 nodes; Benchmarks.md, the ninth to fourteenth passes).
///
/// The overrides answer `LayoutNode`'s questions with the behaviour's own methods, which take
/// the node for its subviews and direction.
final class BehaviorNode<Behavior: NodeBehavior>: LayoutNode {
    let layoutBehavior: Behavior

    init(_ behavior: Behavior, subviews: NodeList) {
        layoutBehavior = behavior
        super.init(subviews: subviews, roles: NodeRoles(behavior))
    }

    override var behavior: NodeBehavior { layoutBehavior }
    override var name: String { layoutBehavior.name }
    override var isContainer: Bool { layoutBehavior.isContainer }
    override var defaultPriority: Double { layoutBehavior.defaultPriority }
    override var definesExplicitGuides: Bool { layoutBehavior.definesExplicitGuides }
    override var textContent: String? { layoutBehavior.textContent }
    override var drawsLastSubviewFirst: Bool { layoutBehavior.drawsLastSubviewFirst }

    override func behaviorSizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layoutBehavior.sizeThatFits(proposal, node: self)
    }

    override func placements(size: CGSize, proposal: ProposedViewSize) -> Placements {
        layoutBehavior.placements(node: self, size: size, proposal: proposal)
    }

    override func behaviorExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        layoutBehavior.explicitAlignment(key, node: self, size: size, proposal: proposal)
    }

    override func behaviorSpacing() -> ViewSpacing { layoutBehavior.spacing(node: self) }
    override func contentTransform() -> CGAffineTransform? { layoutBehavior.contentTransform(node: self) }
    override func behaviorDisplay(size: CGSize) -> NodeDisplay { layoutBehavior.display(size: size, placedWith: proposal) }
    override var behaviorEffectStage: NodeEffect.Stage? { layoutBehavior.effectStage }
}
