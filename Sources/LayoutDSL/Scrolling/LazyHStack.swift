nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    let pinnedViews: PinnedScrollableViews
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        [LazyStackBehavior.node(axis: .horizontal, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews,
                                content: content, context: context)]
    }
}
