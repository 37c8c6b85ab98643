extension ViewHost {
    /// The views drawn by a transition body (a custom `Transition`, `.modifier(active:identity:)`)
    /// that left since the last frame, built and laid out in their `didDisappear` phase where
    /// they were last drawn, at the size they had: what their removal animates to, as SwiftUI
    /// keeps a removed view and animates it to its transition's `didDisappear` look. What that
    /// build records in the graph (hooks, state) is dropped with the next pass.
    func disappearingViews() -> [Int: ResolvedNode] {
        let current = graph.removalBuilders
        defer { graph.lastRemovalBuilders = current }
        let gone = graph.lastRemovalBuilders.filter { current[$0.key] == nil }.sorted { $0.key < $1.key }
        guard !gone.isEmpty else { return [:] }
        return CurrentHost.with(self) {
            var views: [Int: ResolvedNode] = [:]
            for (identity, build) in gone {
                guard let drawn = animations.drawnNode(identity: identity),
                      let node = build().first(where: { $0.identity == identity }) else { continue }
                let proposal = ProposedViewSize(drawn.size), canvas = CGRect(size: canvasSize)
                let placement = Placement(origin: .zero, proposal: proposal, size: node.sizeThatFits(proposal))
                let pass = LayoutPass(graph: graph)
                _ = pass.place(node, placement, parent: drawn.transform,
                               scope: LayoutPass.Scope(spaces: nil, safeArea: SafeArea(safe: canvas, outer: canvas), viewport: canvas))
                let parentOpacity = drawn.display.opacity > 0 ? drawn.opacity / drawn.display.opacity : drawn.opacity
                views[identity] = ResolvedNode(node, opacity: parentOpacity, nodes: pass.placedNodes)
            }
            return views
        }
    }
}
