/// A modifier that lays out exactly one subview, as OpenSwiftUI's `UnaryLayout`: each one
/// states only its rule (what it proposes to the subview, the size it takes given the
/// subview's answer, where it puts the subview), and sizing and placement follow from the rule
/// here, once. Frames (R6, R7), padding (R8), aspectRatio (R14), fixedSize (R15) and position
/// (R12) are unary layouts.
protocol UnaryLayoutBehavior: NodeBehavior {
    /// What the subview is proposed when the modifier is proposed `proposal`.
    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize
    /// The modifier's size for `proposal`. `childSize` measures the subview at the proposal the
    /// rule made it, only when called: a frame fixed on both axes never measures its subview,
    /// and stacks ask every subview for its size several times.
    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize
    /// Where the subview goes in the modifier's bounds of `size`.
    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint
}

/// The subview of a unary layout being placed, at the proposal the layout made it.
struct UnaryChild {
    let node: LayoutNode
    let proposal: ProposedViewSize

    var size: CGSize { node.sizeThatFits(proposal) }

    /// The origin that puts the subview's guide for `alignment` on the container's default
    /// guide (explicit guides of the subview count; the container's own do not), as frames
    /// align their content (R6).
    func origin(aligning alignment: Alignment, in size: CGSize) -> CGPoint {
        let dimensions = node.dimensions(proposal)
        let container = ViewDimensions(size: size)
        return CGPoint(x: container[alignment.horizontal] - dimensions[alignment.horizontal],
                       y: container[alignment.vertical] - dimensions[alignment.vertical])
    }
}

extension UnaryLayoutBehavior {
    // Always inlined: each modifier's witness then holds its own sizing, as hand-written
    // `sizeThatFits` did; it is the hottest call of a layout pass.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        size(proposal: proposal) {
            let child = node.subview(0)
            return child.sizeThatFits(childProposal(proposal, child: child))
        }
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let node = node.subview(0)
        let child = UnaryChild(node: node, proposal: childProposal(proposal, child: node))
        return Placements(Placement(origin: childOrigin(in: size, child: child), proposal: child.proposal, size: child.size))
    }
}
