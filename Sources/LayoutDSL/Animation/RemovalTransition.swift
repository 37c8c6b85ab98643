/// A view with a `.transition` removed by an animated change: SwiftUI keeps it on screen,
/// playing the transition's removal from identity to its active state, and takes it away
/// when the animation is over ("A transition occurs when a view is inserted into, or removed
/// from, a layout"; Apple's `AnyTransition` documentation: `asymmetric(insertion:removal:)`
/// "a composite transition that uses a different transition for insertion versus removal").
/// The removed view no longer takes part in layout: its siblings move to their new places
/// while it leaves from where it was last drawn, in its parent, in its old drawing order.
struct RemovalTransition {
    /// The removed view as it was last drawn.
    let node: ResolvedNode
    /// Where it was drawn: its parent's identity and the sibling drawn just before it.
    let parent: Int?
    let predecessor: Int?
    let effects: [TransitionEffect]
    let start: TimeInterval
    let animation: Animation
    /// A matched view's flight: the view drawn moving its matched frame from `from` to `to`
    /// (see `RunningAnimations.startFlights`).
    var flight: (geometry: MatchedGeometry, from: CGRect, to: CGRect)?
    /// The view built in its transition's `didDisappear` phase (a transition body): the
    /// removal animates the drawn view to it instead of applying `effects`.
    var target: ResolvedNode?

    /// The removal of the view `identity` from `tree` (as drawn), or nil if it is not there.
    init?(of identity: Int, in tree: ResolvedNode, effects: [TransitionEffect], start: TimeInterval, animation: Animation) {
        guard let (parent, index) = tree.parentAndIndex(of: identity) else { return nil }
        node = parent.children[index]
        self.parent = parent.identity
        predecessor = index > 0 ? parent.children[index - 1].identity : nil
        self.effects = effects
        self.start = start
        self.animation = animation
    }

    func isFinished(at time: TimeInterval) -> Bool { animation.isFinished(at: time - start) }

    /// The view at `time`: the removal effects at the animation's progress (identity at its
    /// start, the active state at its end), applied about the view's own bounds.
    func node(at time: TimeInterval) -> ResolvedNode {
        if let target {
            return target.presented([AnimationStep(from: node, to: target, animation: animation, elapsed: time - start)])
        }
        let effect = 1 - CGFloat(animation.progress(at: time - start))
        let local = effects.reduce(CGAffineTransform.identity) { $0.concatenating($1.transform(progress: effect, size: node.size)) }
        let opacity = effects.contains(.opacity) ? Double(effect) : 1
        // A point of a descendant goes to the root, back into the view's space, through the effect, and out again.
        let change = node.transform.inverted().concatenating(local).concatenating(node.transform)
        var shown = node.transformed(by: change, opacity: opacity)
        shown.display.opacity *= opacity
        if let flight {
            let progress = CGFloat(animation.progress(at: time - start))
            shown = shown.transformed(
                by: flight.geometry.transform(from: flight.from,
                                              to: flight.from.interpolated(to: flight.to, progress: progress)),
                opacity: 1)
        }
        return shown
    }

    /// Draws the leaving view into `tree`: in its parent after its old predecessor (first if
    /// that is gone too), or over everything if the parent left as well. A modifier's node and
    /// its content's can share an identity, so the parent is the one holding the predecessor.
    func place(in tree: inout ResolvedNode, at time: TimeInterval) {
        let shown = node(at: time)
        if let parent, tree.insert(shown, under: parent, after: predecessor, strictly: true)
            || tree.insert(shown, under: parent, after: predecessor, strictly: false) { return }
        tree.children.append(shown)
    }
}

extension ResolvedNode {
    /// The parent of the node made by `identity`, and the node's index in it.
    func parentAndIndex(of identity: Int) -> (ResolvedNode, Int)? {
        if let index = childNodes.enumerated().first(where: { $0.element.identity == identity })?.offset { return (self, index) }
        for child in childNodes { if let found = child.parentAndIndex(of: identity) { return found } }
        return nil
    }

    /// The subtree with every transform followed by `change` and every opacity scaled.
    func transformed(by change: CGAffineTransform, opacity factor: Double) -> ResolvedNode {
        var node = self
        node.modifyEach { node in
            node.transform = node.transform.concatenating(change)
            node.opacity *= factor
        }
        return node
    }

    /// Inserts `node` among the children of the node made by `parent`, after the child made by
    /// `predecessor` (first without one); `strictly`, only where that child is. False if no
    /// node here qualifies.
    mutating func insert(_ node: ResolvedNode, under parent: Int, after predecessor: Int?, strictly: Bool) -> Bool {
        func predecessorIndex(in candidate: ResolvedNode) -> Int? {
            predecessor.flatMap { id in candidate.childNodes.enumerated().first { $0.element.identity == id }?.offset }
        }
        guard let offset = offset(where: { $0.identity == parent && (predecessor == nil || !strictly || predecessorIndex(in: $0) != nil) })
        else { return false }
        modify(nodeAt: offset) { parent in parent.children.insert(node, at: predecessorIndex(in: parent).map { $0 + 1 } ?? 0) }
        return true
    }
}
