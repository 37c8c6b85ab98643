/// A grid that grows sideways, its rows given by `GridItem`s and built lazily (`LazyGridBehavior`).
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        [LazyGridBehavior.node(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                               spacing: spacing, pinnedViews: pinnedViews, content: content, context: context)]
    }
}
