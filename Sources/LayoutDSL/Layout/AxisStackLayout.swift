/// HStack and VStack: one stack algorithm along their axis, cached per proposal.
protocol AxisStackLayout: Layout where Cache == StackCache {
    var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache = StackCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.layout(subviews, proposal, cache: cache).size
    }
    /// SwiftUI's stacks publish their first subview's leading edge, their last one's trailing
    /// edge and every subview's edges across the axis (OpenSwiftUI's `StackLayout.spacing`;
    /// docs/typography.md §3): a `VStack` of a text and a shape meets what is above it as text.
    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let axis = algorithm.axis
        var spacing = ViewSpacing.empty
        spacing.formUnion(first.spacing, edges: axis == .vertical ? .top : .leading)
        spacing.formUnion(last.spacing, edges: axis == .vertical ? .bottom : .trailing)
        for subview in subviews { spacing.formUnion(subview.spacing, edges: axis == .vertical ? .horizontal : .vertical) }
        return spacing
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.place(subviews, in: bounds, proposal: proposal, cache: cache)
        cache.removeAll()
    }
}
