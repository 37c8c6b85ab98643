/// `fixedSize` (R15): proposes nil (the ideal) on the fixed axes and reports the subview's answer.
struct FixedSizeBehavior: UnaryLayoutBehavior {
    let horizontal: Bool, vertical: Bool
    var name: String { "fixedSize" }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize { childSize() }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { .zero }
}

nonisolated extension View {
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier { FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
    }
}
