import Foundation

/// The `base` of a built-in animation (a curve or a spring with its modifiers): the engine's
/// own sampling as a `CustomAnimation`. It reports logical completion when the animation does
/// (`AnimationCompletionCriteria`), finishes when it settles, and merges as the engine's
/// springs do (see `Animation.Combining`).
struct TimingAnimation: CustomAnimation {
    let timing: Animation.Timing
    let combining: Animation.Combining
    let logicalCompletionLimit: TimeInterval?

    private var animation: Animation {
        var animation = Animation(timing, combining: combining)
        animation.logicalCompletionLimit = logicalCompletionLimit
        return animation
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let animation = animation
        guard !animation.isFinished(at: time) else { return nil }
        if let logical = animation.completionTime(.logicallyComplete), time >= logical { context.isLogicallyComplete = true }
        return animation.offset(of: value, at: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !animation.isFinished(at: time) else { return nil }
        return timing.velocity(of: value, at: time)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        combining == .merges && previous.combining == .merges
    }
}

extension Animation.Timing {
    /// How fast the shown part of `change` moves `elapsed` seconds after the start, per second:
    /// the derivative of `offset(of:at:)`, exact for curves and springs; a custom animation
    /// inside a modifier answers with its own `velocity` from a fresh context.
    func velocity<V: VectorArithmetic>(of change: V, at elapsed: TimeInterval) -> V? {
        switch self {
        case let .curve(curve, duration):
            guard duration > 0, elapsed >= 0, elapsed <= duration else { return .zero }
            return change.scaled(by: curve.velocity(at: elapsed / duration) / duration)
        case let .spring(spring, velocity):
            guard elapsed > 0 else { return change.scaled(by: velocity) }
            return change.scaled(by: spring.unitVelocity(initialVelocity: velocity, time: elapsed))
        case let .custom(custom):
            return custom.base.velocity(value: change, time: elapsed, context: AnimationContext())
        case let .delay(inner, delay):
            return elapsed < delay ? .zero : inner.velocity(of: change, at: elapsed - delay)
        case let .speed(inner, speed):
            return inner.velocity(of: change, at: elapsed * speed)?.scaled(by: speed)
        case let .repeating(inner, count, autoreverses):
            let (time, backwards) = inner.repetition(count: count, autoreverses: autoreverses, at: elapsed)
            return inner.velocity(of: change, at: time).map { backwards ? .zero - $0 : $0 }
        }
    }
}
