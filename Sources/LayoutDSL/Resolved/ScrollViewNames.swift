extension ResolvedTree {
    /// The ScrollViews, depth first: what a scroll target (`ViewHost.setScrollOffset(_:target:)`,
    /// `ScrollSequence.target`) can name, so a caller can refuse a name that matches none.
    public var scrollViews: [ResolvedNode] { allNodes.filter { $0.behavior is ScrollViewBehavior } }
}

extension ResolvedNode {
    /// The names this node answers to as a scroll target, as `ScrollViewBehavior.offset(for:)`
    /// matches them: its `accessibilityIdentifier`, then its `.id` as text.
    public var scrollTargetNames: [String] {
        [id, explicitID.map { "\($0.base)" }].compactMap { $0 }
    }
}
