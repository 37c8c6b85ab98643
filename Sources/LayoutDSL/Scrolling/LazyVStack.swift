/// A stack that builds only the elements in view, as SwiftUI's lazy stacks do: rows within the
/// visible rect of the enclosing scroll view (or the canvas) and half a viewport around it are
/// created during placement; the rest are never built. The content size is estimated from a
/// fixed sample of elements (the first eight), so a million rows cost what a thousand do, and
/// refined as elements are measured. `onAppear`/`onDisappear` fire as rows come and go.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    let pinnedViews: PinnedScrollableViews
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    func makeNodes(in context: BuildContext) -> NodeList {
        [LazyStackBehavior.node(axis: .vertical, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews,
                                content: content, context: context)]
    }
}
