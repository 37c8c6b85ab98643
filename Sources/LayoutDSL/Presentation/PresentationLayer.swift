/// Where presentations draw: over everything, in screen space. UIKit presents alerts, action
/// sheets, sheets and covers in a presentation controller's container view above the
/// presenting window's content (Apple, "UIPresentationController": "the presented view
/// controller's view is installed in the container view"), so nothing of the presenting
/// view's place reaches them: not a list row's clip, not an opacity, a rotation or a scale on
/// an ancestor, and not the views laid out after it. A presentation here is laid out where its
/// presenter sits (it needs the presenter's environment and state), marked by this pass-through
/// layout behaviour, and moved out of there when the tree is resolved (`liftingPresentations`).
struct PresentationLayerBehavior: UnaryLayoutBehavior {
    static let name = "presentation"
    var name: String { Self.name }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize { proposal }
    func size(proposal: ProposedViewSize, childSize: () -> CGSize) -> CGSize { childSize() }
    func childOrigin(in size: CGSize, child: UnaryChild) -> CGPoint { .zero }
}

/// Whether any view presents: the host lifts presentations out of the resolved tree only then,
/// so trees without one are not walked for them.
struct PresentationLayerKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
    /// Marks the view as a presentation's layer (an alert's dimmed screen and card, a sheet).
    func presentationLayer() -> some View {
        layoutModifier { PresentationLayerBehavior() }.preference(key: PresentationLayerKey.self, value: true)
    }
}

extension ResolvedNode {
    /// The tree with each presentation moved from where its presenter sits to the end of the
    /// root's subviews, so it draws over everything, outside its presenter's clips and opacity.
    /// A presentation under a rotated or scaled ancestor loses that transform too: one the size
    /// of the screen covers the screen, another keeps the origin of its frame. Presentations
    /// inside presentations follow the one they are in.
    func liftingPresentations(screen: CGSize) -> ResolvedNode {
        var lifted: [ResolvedNode] = []
        var root = self
        root.children = Self.removingPresentations(from: root.children, into: &lifted, screen: screen)
        root.children += lifted
        return root
    }

    private static func removingPresentations(from nodes: [ResolvedNode], into lifted: inout [ResolvedNode],
                                              screen: CGSize) -> [ResolvedNode] {
        var kept: [ResolvedNode] = []
        for var node in nodes {
            if node.type == PresentationLayerBehavior.name, let rebased = node.rebasedToScreen(screen) {
                let place = lifted.count
                lifted.append(rebased)
                lifted[place].children = removingPresentations(from: rebased.children, into: &lifted, screen: screen)
                continue
            }
            if !node.descendants.isEmpty { node.children = removingPresentations(from: node.children, into: &lifted, screen: screen) }
            kept.append(node)
        }
        return kept
    }

    /// The subtree with the ancestors' rotation, scale and opacity taken out of every node: nil
    /// when they cannot be (a transform that flattens the presentation to nothing).
    private func rebasedToScreen(_ screen: CGSize) -> ResolvedNode? {
        let placed = transform
        let fade = opacity > 0 ? 1 / opacity : 1
        var rebased = self
        // Under translations only (almost always) the layer stays where it is laid out.
        if placed.a == 1, placed.b == 0, placed.c == 0, placed.d == 1 {
            rebased.rebase(by: nil, fade: fade)
            return rebased
        }
        let target = abs(size.width - screen.width) < 0.5 && abs(size.height - screen.height) < 0.5
            ? CGAffineTransform.identity : CGAffineTransform(translationX: frame.minX, y: frame.minY)
        let determinant = placed.a * placed.d - placed.b * placed.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        rebased.rebase(by: placed.inverted().concatenating(target), fade: fade)
        // Arithmetic past Double's range (a presenter placed 1e300 away) leaves it where it was.
        return rebased.subtree.allSatisfy(\.transform.isFinite) ? rebased : nil
    }

    private mutating func rebase(by correction: CGAffineTransform?, fade: Double) {
        if let correction { transform = transform.concatenating(correction) }
        opacity = min(opacity * fade, 1)
        guard !descendants.isEmpty else { return }
        children = children.map { child in
            var child = child
            child.rebase(by: correction, fade: fade)
            return child
        }
    }
}
