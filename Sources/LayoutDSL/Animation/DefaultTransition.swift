/// A view inserted or removed by an animated change without a `.transition` fades: SwiftUI's
/// default transition is `.opacity` ("By default, views transition on and off the screen
/// using opacity", Apple's `transition(_:)`; "the default transition … is .opacity",
/// `AnyTransition.opacity`). Views come and go where an `if` branch, a `ForEach` element or
/// an `.id` value is built or no longer is (the insertion points the graph records); the
/// outermost node such a view drew fades, with the animation of its subtree.
struct DefaultTransitions {
    private struct Fade {
        let identity: Int
        let start: TimeInterval
        let animation: Animation
    }
    /// The insertion point of each node of the last frame made at one, by node identity.
    private var points: [Int: Int] = [:]
    private var fades: [Fade] = []

    /// Starts the fades of views inserted since the last frame, and returns the removals of
    /// the views that left (drawn fading out of `displayed`, the last frame). Views with a
    /// transition of their own (in `transitions` before or now) play that one instead.
    mutating func update(_ current: [Int: Int], in tree: ResolvedNode, displayed: ResolvedNode?,
                         transitions: (before: [Int: AnyTransition], now: [Int: AnyTransition]),
                         animation: Animation?, scoped: [Int: Animation], time: TimeInterval) -> [RemovalTransition] {
        defer { points = current }
        fades.removeAll { $0.animation.isFinished(at: time - $0.start) }
        guard let displayed, animation != nil || !scoped.isEmpty else { return [] }
        let before = Set(points.values), now = Set(current.values)
        let inserted = Set(current.filter { !before.contains($0.value) }.keys)
        for node in tree.outermost(inserted) where !node.hasTransition(transitions.now) {
            guard let identity = node.identity, let animation = tree.animation(of: identity, scoped: scoped) ?? animation,
                  animation != .immediate else { continue }
            fades.append(Fade(identity: identity, start: time, animation: animation))
        }
        let removed = Set(points.filter { !now.contains($0.value) }.keys)
        return displayed.outermost(removed).compactMap { node in
            guard let identity = node.identity, tree.node(identity: identity) == nil, !node.hasTransition(transitions.before),
                  let animation = displayed.animation(of: identity, scoped: scoped) ?? animation,
                  animation != .immediate else { return nil }
            return RemovalTransition(of: identity, in: displayed, effects: [.opacity], start: time, animation: animation)
        }
    }

    /// When each fade running ends; none for a fade whose animation repeats forever.
    var endTimes: [TimeInterval] { fades.compactMap { fade in fade.animation.totalDuration.map { fade.start + $0 } } }

    /// Draws the views being inserted at their opacity at `time`.
    func apply(to root: inout ResolvedNode, at time: TimeInterval) {
        for fade in fades {
            let opacity = min(max(fade.animation.progress(at: time - fade.start), 0), 1)
            _ = root.modify(identity: fade.identity) { node in
                node = node.transformed(by: .identity, opacity: opacity)
                node.display.opacity *= opacity
            }
        }
    }
}

extension ResolvedNode {
    /// The outermost nodes made by one of `identities`, depth first.
    func outermost(_ identities: Set<Int>) -> [ResolvedNode] {
        guard !identities.isEmpty else { return [] }
        if let identity, identities.contains(identity) { return [self] }
        return childNodes.flatMap { $0.outermost(identities) }
    }

    /// Whether this node or one inside it has a transition in `transitions`.
    func hasTransition(_ transitions: [Int: AnyTransition]) -> Bool {
        first { $0.identity.map { transitions[$0] != nil } ?? false } != nil
    }
}

extension BuildContext {
    /// Builds a view at an insertion point (an `if` branch, a `ForEach` element), recording it.
    func buildInsertable<V: View>(_ view: V) -> NodeList {
        let nodes = build(view)
        graph.recordInsertionPoint(identity, nodes)
        return nodes
    }
}

extension ViewGraph {
    /// Records the nodes an insertion point made; a node an inner point made (a `ForEach`
    /// element returned through an `if` branch) keeps that innermost point.
    func recordInsertionPoint(_ identity: Int, _ nodes: NodeList) {
        for node in nodes { if let id = node.identity, insertionPoints[id] == nil { insertionPoints[id] = identity } }
    }
}
