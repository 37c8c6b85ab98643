/// A layout-neutral modifier (see `NodeEffect`): its effect goes on each node its content
/// built, which then draws and moves as a node wrapping it would have, without one.
///
/// A geometry effect changes where its node's subtree is, but what a later modifier attaches
/// to the modified view (an identifier, a gesture, a preference, a geometry observer) belongs
/// outside it and sees the frame where layout put the view (R13: `offset` moves drawing and
/// the descendants' frames, not layout). Such a modifier takes the effects out of the node
/// again (`LayoutNode.withGeometryEffectsOutside`) before attaching: the rare order that
/// needs a node keeps one.
nonisolated struct EffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let kind: NodeEffect.Kind

    static var attachesToContent: Bool { false }

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        content.adding(NodeEffect(name, kind, in: context))
    }
}

/// The node of an effect that its content's node cannot hold: one outside an animation scope
/// set on the node, one the renderer would apply in the wrong order there (see `Stage`), or
/// effects taken out of a node for a modifier attaching outside them. It draws and places its
/// one subview as the wrapping node of any layout-neutral modifier did: a geometry effect moves
/// the subview (inside the node's own drawing), the rest is the node's display.
struct EffectBehavior: NodeBehavior {
    let effect: NodeEffect
    var name: String { effect.name }
    var effectStage: NodeEffect.Stage? { effect.displayStage }
    func display(size: CGSize) -> NodeDisplay {
        var display = NodeDisplay()
        effect.apply(to: &display, size: size)
        return display
    }
    func contentTransform(node: LayoutNode) -> CGAffineTransform? {
        effect.transform(in: node.size, mirroredByNode: node.isRightToLeft)
    }
}

extension LayoutNode {
    /// The node with `effect` applied: kept on the node itself (see `NodeEffect`), or in a node
    /// around it where the node animates in a scope of its own (`bindsAnimationScope`), where
    /// the renderer would apply it before what the node already composites (see `Stage`), or
    /// where the effect is drawn in bounds the node does not keep: a node that places itself
    /// by the safe area (`ignoresSafeArea`, a navigation screen reaching under its bars) takes
    /// a frame beyond the one its modifiers see, as in SwiftUI, where `.ignoresSafeArea()
    /// .clipShape(…)` clips to the frame layout gave the view and a rotation turns about its
    /// centre; the wrapping node keeps that frame.
    func adding(_ effect: NodeEffect) -> LayoutNode {
        if bindsAnimationScope || (effect.dependsOnSize && roles.contains(.safeArea)) || !admits(effect) {
            return LayoutNode.make(EffectBehavior(effect: effect), subviews: NodeList(self))
        }
        effects.append(effect)
        return self
    }

    /// Whether the renderer, applying `effect` in this node, draws what a node around it would:
    /// its stage follows the behaviour's own compositing and every effect kept on the node.
    private func admits(_ effect: NodeEffect) -> Bool {
        guard let stage = effect.stage, !stage.followsAny else { return true }
        if let own = behaviorEffectStage, !stage.canFollow(own) { return false }
        guard hasAttachments else { return true }
        let effects = self.effects
        for index in effects.indices {
            if let earlier = effects[index].lastStage, !stage.canFollow(earlier) { return false }
        }
        return true
    }

    /// The node, or, when geometry effects were kept on it, a chain of nodes holding them and
    /// the effects outside them, around it: what a modifier that attaches to the modified view
    /// must attach to (see `EffectModifier`). Effects inside the innermost geometry effect stay.
    func withGeometryEffectsOutside() -> LayoutNode {
        guard hasAttachments, let first = effects.firstIndex(where: \.isGeometry) else { return self }
        return withEffectsOutside(from: first)
    }

    /// The node, with its effects from `first` on moved into a chain of nodes around it.
    func withEffectsOutside(from first: Int) -> LayoutNode {
        guard first < effects.count else { return self }
        let outside = effects[first...]
        effects.removeSubrange(first...)
        return outside.reduce(self) { node, effect in
            let wrapper = LayoutNode.make(EffectBehavior(effect: effect), subviews: NodeList(node))
            wrapper.inheritLayoutValues()
            return wrapper
        }
    }
}

extension OneOrMany<LayoutNode> {
    /// Each node with `effect` applied (see `LayoutNode.adding`); one node, the common case,
    /// without building a new list.
    func adding(_ effect: NodeEffect) -> NodeList {
        if count == 1 { return NodeList(self[0].adding(effect)) }
        return NodeList(self) { $0.adding(effect) }
    }

    /// Marks the nodes as animating in a scope of their own (see `LayoutNode.bindsAnimationScope`).
    /// Done in every pass, changed or not, so the tree keeps the same nodes across passes.
    func bindAnimationScope() { forEach { $0.bindsAnimationScope = true } }

    /// Each node with the geometry effects kept on it moved outside it (see `EffectModifier`).
    /// One node, the common case, is checked in place: asked of every element a `ForEach`
    /// builds, `contains(where:)` looked up the list's witness table at each call (callgrind).
    func withGeometryEffectsOutside() -> NodeList {
        if count == 1 {
            let node = self[0]
            return node.hasAttachments ? NodeList(node.withGeometryEffectsOutside()) : self
        }
        return NodeList(self) { $0.withGeometryEffectsOutside() }
    }
}
