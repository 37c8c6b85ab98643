/// `safeAreaPadding`: padding whose inset region counts as unsafe, so content inside that
/// ignores the safe area may still extend into it.
struct SafeAreaPaddingBehavior: SafeAreaBehavior {
    let padding: PaddingBehavior
    var name: String { "safeAreaPadding" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { padding.sizeThatFits(proposal, node: node) }
    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        padding.placements(node: node, size: size, proposal: proposal)
    }

    /// Right to left the leading padding is on the right.
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        let insets = padding.insets
        let inner = CGRect(x: frame.minX + (rightToLeft ? insets.trailing : insets.leading), y: frame.minY + insets.top,
                           width: max(frame.width - insets.horizontal, 0), height: max(frame.height - insets.vertical, 0))
        return area.insetting(frame: frame, to: area.safe.intersection(inner).isNull ? inner : area.safe.intersection(inner))
    }
}

nonisolated extension View {
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier { SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: EdgeInsets(edges, length ?? 16))) }
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        layoutModifier { SafeAreaPaddingBehavior(padding: PaddingBehavior(insets: insets)) }
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
