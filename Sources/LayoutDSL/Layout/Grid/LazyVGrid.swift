/// A grid that grows downwards, its columns given by `GridItem`s and built lazily
/// (`LazyGridBehavior`). Sections and pinned views are accepted; sections lay out as cells.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [LazyGridBehavior.node(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                               spacing: spacing, content: content, context: context)]
    }
}
