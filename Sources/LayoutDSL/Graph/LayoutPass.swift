/// One layout pass over a freshly built node tree: places every node top-down (sizes come from
/// the measurements parents make), builds content that depends on geometry or preferences as it
/// goes, and collects preferences bottom-up, in tree order.
final class LayoutPass {
    unowned let graph: ViewGraph
    /// `onPreferenceChange` reads of this pass, in the order their subtrees completed.
    private(set) var observations: [PreferenceObservation] = []
    /// Lifecycle hooks of this pass, in tree order.
    private(set) var hooks: [LifecycleHook] = []

    init(graph: ViewGraph) { self.graph = graph }

    func observe(_ observation: PreferenceObservation) { observations.append(observation) }

    /// Lays out `root` for a canvas: proposes the canvas size and centres the answer, as a
    /// hosting controller does (R21).
    func layoutRoot(_ root: LayoutNode, canvas: CGSize, spaces: CoordinateSpaceChain?) -> PreferenceValues {
        let proposal = ProposedViewSize(canvas)
        let size = root.sizeThatFits(proposal)
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        return place(root, Placement(origin: origin, proposal: proposal, size: size), parent: .identity, spaces: spaces)
    }

    /// Places `node` and its subtree; returns the preferences the subtree produces.
    func place(_ node: LayoutNode, _ placement: Placement, parent: CGAffineTransform, spaces: CoordinateSpaceChain?) -> PreferenceValues {
        node.origin = placement.origin
        node.size = placement.size
        node.proposal = placement.proposal
        node.transform = CGAffineTransform(translationX: placement.origin.x, y: placement.origin.y).concatenating(parent)

        var spaces = spaces
        for case .coordinateSpace(let name) in node.annotations {
            spaces = CoordinateSpaceChain(name: name, transform: node.transform, size: node.size, parent: spaces)
        }
        for case .lifecycle(let hook) in node.annotations { hooks.append(hook) }

        let deferred = node.behavior as? DeferredContentBehavior
        deferred?.buildContent(node: node, geometry: GeometryProxy(size: node.size, transform: node.transform, spaces: spaces))

        let contentTransform = node.behavior.contentTransform(node: node).map { $0.concatenating(node.transform) } ?? node.transform
        var preferences = PreferenceValues()
        let placements = node.behavior.placements(node: node, size: node.size, proposal: node.proposal)
        for (child, childPlacement) in zip(node.subviews, placements) {
            preferences.merge(place(child, childPlacement, parent: contentTransform, spaces: spaces))
        }
        if let deferred {
            let geometry = GeometryProxy(size: node.size, transform: node.transform, spaces: spaces)
            let added = deferred.buildSecondaryContent(node: node, preferences: preferences, geometry: geometry)
            if added > 0 {
                let all = node.behavior.placements(node: node, size: node.size, proposal: node.proposal)
                for index in (node.subviews.count - added)..<node.subviews.count {
                    preferences.merge(place(node.subviews[index], all[index], parent: contentTransform, spaces: spaces))
                }
            }
        }

        let placed = PlacedNode(node: node, spaces: spaces, pass: self)
        for case .preferences(let apply) in node.annotations { apply(&preferences, placed) }
        return preferences
    }
}
