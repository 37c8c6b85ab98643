/// A grid that grows downwards, its columns given by `GridItem`s and built lazily
/// (`LazyGridBehavior`); sections pin their headers and footers as `pinnedViews` asks.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        [LazyGridBehavior.node(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                               spacing: spacing, pinnedViews: pinnedViews, content: content, context: context)]
    }
}
