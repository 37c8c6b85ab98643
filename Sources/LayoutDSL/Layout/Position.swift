/// `position(x:y:)` (R12): passes the proposal on, takes all of it (unspecified dimensions
/// become the subview's) and centres the subview on the point.
struct PositionBehavior: UnaryLayoutBehavior {
    let position: CGPoint
    var name: String { "position" }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize { proposal }

    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: childSize())
    }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint {
        let childSize = child.size
        return CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2)
    }
}

nonisolated extension View {
    public func position(_ position: CGPoint) -> some View {
        layoutModifier { PositionBehavior(position: position.valid) }
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
