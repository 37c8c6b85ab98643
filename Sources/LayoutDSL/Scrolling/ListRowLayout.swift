/// A list row: its background (if any) filling the cell, the content, and the separator
/// (if any) along the bottom edge. The separator starts at the content's
/// `listRowSeparatorLeading` guide, which text sets at its leading edge, so it begins at the
/// row's text past any icon, as iOS draws it; a row without text starts it at the content
/// inset. It runs to the cell's trailing edge, or `trailingInset` short of it.
struct ListRowBehavior: NodeBehavior {
    let hasBackground: Bool
    let hasSeparator: Bool
    /// Where the separator starts when the content has no text.
    let contentInset: CGFloat
    /// How far the separator stops short of the trailing edge (`ListMetrics.separatorTrailingInset`).
    var trailingInset: CGFloat = 0

    var name: String { "listRow" }
    var isContainer: Bool { true }
    private var contentIndex: Int { hasBackground ? 1 : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        node.subviews[contentIndex].sizeThatFits(proposal)
    }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let content = node.subviews[contentIndex]
        var result: [Placement] = []
        if hasBackground {
            result.append(Placement(origin: .zero, proposal: ProposedViewSize(size),
                                    size: node.subview(0).sizeThatFits(ProposedViewSize(size))))
        }
        result.append(Placement(origin: .zero, proposal: proposal, size: size))
        if hasSeparator {
            let key = HorizontalAlignment.listRowSeparatorLeading.key
            let leading = min(max(content.explicitAlignment(key, proposal) ?? contentInset, 0), size.width)
            let separatorProposal = ProposedViewSize(width: max(size.width - leading - trailingInset, 0), height: nil)
            let separator = node.subviews[node.subviews.count - 1].sizeThatFits(separatorProposal)
            result.append(Placement(origin: CGPoint(x: leading, y: size.height - separator.height),
                                    proposal: separatorProposal, size: separator))
        }
        return Placements(result)
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.subviews[contentIndex].explicitAlignment(key, proposal)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.subviews[contentIndex].spacing }
}
