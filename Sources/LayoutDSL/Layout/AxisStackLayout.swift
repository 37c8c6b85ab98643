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
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.place(subviews, in: bounds, proposal: proposal, cache: cache)
        cache.removeAll()
    }
}
