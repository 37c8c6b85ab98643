/// `padding` (R8): the subview is proposed the proposal less the insets (never negative) and
/// the padded view is the subview's size plus the insets (never negative: insets may be).
struct PaddingBehavior: UnaryLayoutBehavior {
    let insets: EdgeInsets
    var name: String { "padding" }
    /// Its size is its subview's, plus the insets: a subview that is costly to size remembers
    /// its own answers, so a cache here only repeated them (and cost an allocation per padded
    /// view; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    var sizesCheaply: Bool { true }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    /// A flexible subview offered infinity answers infinity, and so does the padded view: the
    /// stack algorithm reads that answer as the view's flexibility (R4), so a padded flexible
    /// view (a padded text field in an HStack) still takes the space left, as in SwiftUI.
    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize {
        let size = childSize()
        func padded(_ length: CGFloat, _ inset: CGFloat) -> CGFloat { length == .infinity ? length : (length + inset).validSize }
        return CGSize(width: padded(size.width, insets.horizontal), height: padded(size.height, insets.vertical))
    }

    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { CGPoint(x: insets.leading, y: insets.top) }

    /// Padded edges are a plain view's, whatever the subview asked (SwiftUI's padding resets the
    /// spacing of its non-zero insets; docs/typography.md §3): a padded text is spaced as a shape.
    func spacing(node: LayoutNode) -> ViewSpacing {
        var spacing = node.subview(0).spacing
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        spacing.reset(edges)
        return spacing
    }
}

nonisolated extension View {
    /// With no length, 16 points: iOS's default padding (R8).
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        layoutModifier { PaddingBehavior(insets: EdgeInsets(edges, length ?? 16)) }
    }
    public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        layoutModifier { PaddingBehavior(insets: insets) }
    }
}
