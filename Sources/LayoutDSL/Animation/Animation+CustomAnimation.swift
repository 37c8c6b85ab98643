import Foundation

/// An `Animation` as a `CustomAnimation` and back (Apple's `Animation.init(_:)`, `base`,
/// `animate`, `velocity`, `shouldMerge`): every animation has a base that answers these calls,
/// the app's own for `Animation(myAnimation)`, and for the built-in ones a `TimingAnimation`.
extension Animation {
    /// "Create an `Animation` that contains the specified custom animation."
    public init<A: CustomAnimation>(_ base: A) {
        if let timing = base as? TimingAnimation {
            self.init(timing.timing, combining: timing.combining)
            logicalCompletionLimit = timing.logicalCompletionLimit
        } else {
            self.init(.custom(AnyCustomAnimation(base: base)))
        }
    }

    /// The animation's custom animation: the one it was made of, or the built-in timing.
    public var base: any CustomAnimation {
        if case let .custom(custom) = timing { return custom.base }
        return TimingAnimation(timing: timing, combining: combining, logicalCompletionLimit: logicalCompletionLimit)
    }

    /// The part of `value` shown at `time`, or nil once the animation is over.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// How fast the value moves at `time`, in units of `value` per second; nil if unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation, started on a value `previous` is moving, takes it over.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
