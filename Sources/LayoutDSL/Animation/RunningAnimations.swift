/// The animations a host's sequence is running: one per animated change, each from the tree
/// settled before the change to the tree settled after it, on the host's clock; the views
/// leaving with a removal transition; and the matched views flying from the frame of the view
/// they replace. A frame is the settled tree as they show it (see `ResolvedNode.presented`
/// for how several animations combine).
struct RunningAnimations {
    private struct Run {
        let from: ResolvedTree
        let to: ResolvedTree
        let start: TimeInterval
        let animation: Animation
        /// Subtrees that animate with their own animation (`.animation(_:value:)`), by node identity.
        let scoped: [Int: Animation]

        func isFinished(at time: TimeInterval) -> Bool {
            animation.isFinished(at: time - start) && scoped.values.allSatisfy { $0.isFinished(at: time - start) }
        }

        /// The root's step: with its own animation if its subtree has one (a root that is the view
        /// with `.animation(_:value:)`), as each node below takes its own (`presented`).
        func step(at time: TimeInterval) -> AnimationStep<ResolvedNode> {
            AnimationStep(from: from.root, to: to.root, animation: to.root.identity.flatMap { scoped[$0] } ?? animation,
                          elapsed: time - start, scoped: scoped)
        }
    }
    /// A matched view inserted in place of one that left: drawn moving from that view's frame
    /// to its own (`matchedGeometryEffect`).
    private struct Flight {
        let identity: Int
        let geometry: MatchedGeometry
        let from: CGRect
        let start: TimeInterval
        let animation: Animation
    }
    private var runs: [Run] = []
    private var removals: [RemovalTransition] = []
    private var flights: [Flight] = []
    /// The last settled tree, what its views declared, and the tree last drawn.
    private var settled: ResolvedTree?
    private var transitions: [Int: AnyTransition] = [:]
    private var matched: [Int: MatchedGeometry] = [:]
    private var displayed: ResolvedTree?
    private var defaults = DefaultTransitions()

    /// The frame at `time` for the newly settled tree. `animation` is the animation of the
    /// change that led to it, if one asked to animate, and `scoped` the animations of subtrees
    /// that have their own; `start` the tree before a change the settling itself made (an
    /// `onAppear` with `withAnimation`); `transitions` and `matched` are what
    /// the views in it declared, by node identity, so views that left since the last frame
    /// can play their removal and matched views can fly.
    mutating func frame(_ tree: ResolvedTree, animation: Animation?, scoped: [Int: Animation], transitions current: [Int: AnyTransition],
                        matched currentMatched: [Int: MatchedGeometry], insertionPoints: [Int: Int],
                        disappearing: [Int: ResolvedNode] = [:],
                        from start: ResolvedTree? = nil, time: TimeInterval) -> ResolvedTree {
        removals += defaults.update(insertionPoints, in: tree.root, displayed: displayed?.root, transitions: (transitions, current),
                                    animation: animation, scoped: scoped, time: time)
        // An animated change made while the update settled runs from the tree laid out before
        // it (a first frame has drawn nothing else).
        if let previous = start ?? settled, let displayed = displayed ?? start {
            for (identity, transition) in transitions.filter({ current[$0.key] == nil }).sorted(by: { $0.key < $1.key }) {
                guard let animation = transition.animation ?? displayed.root.animation(of: identity, scoped: scoped) ?? animation,
                      animation != .immediate,
                      var removal = RemovalTransition(of: identity, in: displayed.root, effects: transition.removal,
                                                      start: time, animation: animation) else { continue }
                removal.target = disappearing[identity]
                removals.append(removal)
            }
            // Subtrees with their own animation animate in an update whose transaction has none.
            if let animation = animation ?? (scoped.isEmpty ? nil : .immediate) {
                startFlights(in: tree, from: displayed, animation: animation, transitions: current, matched: currentMatched, time: time)
                runs.append(Run(from: previous, to: tree, start: time, animation: animation, scoped: scoped))
            }
        }
        settled = tree
        transitions = current
        matched = currentMatched
        // A finished run goes, unless the spring after it replaced it (that one started from it).
        runs = runs.indices.filter { index in
            !runs[index].isFinished(at: time) || (index + 1 < runs.count && runs[index + 1].animation.combining == .merges)
        }.map { runs[$0] }
        // A view inserted again stops leaving.
        removals.removeAll { $0.isFinished(at: time) || $0.node.identity.map { current[$0] != nil } == true }
        flights.removeAll { $0.animation.isFinished(at: time - $0.start) || currentMatched[$0.identity] == nil }
        var shown = tree
        if !runs.isEmpty {
            shown.root = tree.root.presented(runs.map { $0.step(at: time) })
        }
        for flight in flights {
            let progress = CGFloat(flight.animation.progress(at: time - flight.start))
            _ = shown.root.modify(identity: flight.identity) { node in
                let frame = node.frame
                node = node.transformed(
                    by: flight.geometry.transform(from: frame,
                                                  to: flight.from.interpolated(to: frame, progress: progress)),
                    opacity: 1)
            }
        }
        defaults.apply(to: &shown.root, at: time)
        for removal in removals { removal.place(in: &shown.root, at: time) }
        displayed = shown
        return shown
    }

    /// When the last running animation that ends does: the latest end of the runs (their own
    /// animation and their subtrees'), the removals, the flights and the default fades; nil
    /// when nothing runs, or only animations that repeat forever.
    var endTime: TimeInterval? {
        var ends = runs.flatMap { run in
            ([run.animation] + Array(run.scoped.values)).compactMap { $0.totalDuration.map { run.start + $0 } }
        }
        ends += removals.compactMap { removal in removal.animation.totalDuration.map { removal.start + $0 } }
        ends += flights.compactMap { flight in flight.animation.totalDuration.map { flight.start + $0 } }
        return (ends + defaults.endTimes).max()
    }

    /// Whether a frame was drawn (an animation has where to start from).
    var hasDrawn: Bool { displayed != nil }

    /// The node made by `identity` as the last frame drew it.
    func drawnNode(identity: Int) -> ResolvedNode? { displayed?.root.node(identity: identity) }

    /// For each source inserted by an animated change whose group's source left in it: the
    /// new view flies from where the old one was drawn, and the old one leaves (with its
    /// removal transition, by default a fade, as SwiftUI's default transition is `.opacity`)
    /// flying to the new view's frame.
    private mutating func startFlights(in tree: ResolvedTree, from displayed: ResolvedTree, animation: Animation,
                                       transitions current: [Int: AnyTransition], matched currentMatched: [Int: MatchedGeometry],
                                       time: TimeInterval) {
        let left = matched.sorted { $0.key < $1.key }.filter { $0.value.isSource && currentMatched[$0.key] == nil }
        for (identity, geometry) in currentMatched.sorted(by: { $0.key < $1.key }) where geometry.isSource && matched[identity] == nil {
            guard let old = left.first(where: { $0.value.key == geometry.key })?.key,
                  let oldNode = displayed.root.node(identity: old), let newNode = tree.root.node(identity: identity) else { continue }
            flights.append(Flight(identity: identity, geometry: geometry, from: oldNode.frame, start: time, animation: animation))
            let flight = (geometry: geometry, from: oldNode.frame, to: newNode.frame)
            if let index = removals.firstIndex(where: { $0.start == time && $0.node.node(identity: old) != nil }) {
                removals[index].flight = flight
            } else if var removal = RemovalTransition(of: old, in: displayed.root, effects: [.opacity], start: time, animation: animation) {
                removal.flight = flight
                removals.append(removal)
            }
        }
    }
}

extension CGRect {
    /// The rectangle part of the way to `end`.
    func interpolated(to end: CGRect, progress t: CGFloat) -> CGRect {
        CGRect(x: minX + (end.minX - minX) * t, y: minY + (end.minY - minY) * t,
               width: width + (end.width - width) * t, height: height + (end.height - height) * t)
    }
}

extension ResolvedNode {
    /// The animation `scoped` gives the node made by `identity` in this tree: that of its
    /// nearest ancestor (or itself) with one; nil if none has.
    func animation(of identity: Int, scoped: [Int: Animation]) -> Animation? {
        guard !scoped.isEmpty else { return nil }
        if self.identity == identity { return scoped[identity] }
        for child in childNodes {
            if child.first(where: { $0.identity == identity }) != nil {
                return child.animation(of: identity, scoped: scoped) ?? self.identity.flatMap { scoped[$0] }
            }
        }
        return nil
    }
}
