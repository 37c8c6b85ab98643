/// How a scroll transition runs (iOS 17,
/// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration):
/// `.interactive` follows the scroll position through the transition: the effect drawn is the
/// identity phase's effect interpolated towards the end phase's (`VisualEffect`s are
/// `Animatable`) by the timing curve of how far the view has gone from its threshold to hidden;
/// `.animated` animates to the end phase once the view crosses its threshold (at rest: the end
/// phase's effect); `.identity` never transitions.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive(UnitCurve), animated, identity }
    let kind: Kind
    var thresholdValue = Threshold.visible
    var animationValue: Animation?

    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    public static var interactive: ScrollTransitionConfiguration { interactive() }
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }
    public static var animated: ScrollTransitionConfiguration { animated() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated, animationValue: animation)
    }

    /// The animation of an `.animated` transition (frames at rest show its end).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self; copy.animationValue = animation; return copy
    }

    /// Where the view still counts as in its identity phase (`.visible` by default).
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self; copy.thresholdValue = threshold; return copy
    }

    /// A position of the view against the viewport's edge, as the distance its edge has passed
    /// the viewport's (0: flush and fully visible; its length: fully hidden), given the view's
    /// and the viewport's lengths along the axis.
    public struct Threshold: Sendable {
        let distance: @Sendable (_ length: CGFloat, _ viewport: CGFloat) -> CGFloat

        /// The view wholly inside the viewport.
        public static let visible = Threshold { _, _ in 0 }
        /// The view wholly outside it.
        public static let hidden = Threshold { length, _ in length }
        /// The view centred in the viewport.
        public static var centered: Threshold { Threshold { length, viewport in -(viewport - length) / 2 } }
        /// `amount` (0…1) of the view inside the viewport.
        public static func visible(_ amount: Double) -> Threshold { Threshold { length, _ in length * (1 - amount) } }

        /// The threshold `amount` of the way towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold { length, viewport in
                let from = distance(length, viewport), to = other.distance(length, viewport)
                return from + (to - from) * amount
            }
        }
        /// The threshold reached `distance` points earlier, as if the viewport were inset by it.
        public func inset(by distance: Double) -> Threshold {
            let measure = self.distance
            return Threshold { length, viewport in measure(length, viewport) - distance }
        }
    }

    /// The phase a view is in and how far its effect has gone from the identity phase's to that
    /// phase's (0…1), `clipped` being how far its top (leading) and bottom (trailing) edges have
    /// passed the viewport's along the transition's axis.
    func phase(clipped: (leading: CGFloat, trailing: CGFloat), length: CGFloat, viewport: CGFloat) -> (ScrollTransitionPhase, Double) {
        let start = thresholdValue.distance(length, viewport), end = Threshold.hidden.distance(length, viewport)
        func progress(_ d: CGFloat) -> Double { end > start ? Double(min(max((d - start) / (end - start), 0), 1)) : (d > start ? 1 : 0) }
        let leading = progress(clipped.leading), trailing = progress(clipped.trailing)
        guard max(leading, trailing) > 0 else { return (.identity, 0) }
        let phase: ScrollTransitionPhase = leading >= trailing ? .topLeading : .bottomTrailing
        switch kind {
        case .identity: return (.identity, 0)
        case .animated: return (phase, 1)
        case .interactive(let curve): return (phase, curve.value(at: max(leading, trailing)))
        }
    }
}
