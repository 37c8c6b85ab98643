import Foundation

/// Sampling an animation: the progress of a change (0 at its start, 1 at its end; springs
/// overshoot) a given time after it started, evaluated through the modifiers from the outside in.
extension Animation {
    /// Progress at `elapsed` seconds after the animation started.
    func progress(at elapsed: TimeInterval) -> Double { timing.offset(of: 1.0, at: elapsed) }

    /// The part of `change` (target minus start) shown `elapsed` seconds after the animation
    /// started: the change scaled by the progress, or what a custom animation makes of the
    /// vector itself (`animate(value:time:context:)` is given the change, not a unit).
    func offset<V: VectorArithmetic>(of change: V, at elapsed: TimeInterval) -> V { timing.offset(of: change, at: elapsed) }

    /// Seconds until the animation is over; nil when it repeats forever. Springs end when they
    /// settle (`Spring.settlingDuration`).
    var totalDuration: TimeInterval? { timing.duration }

    /// Whether the animation is over `elapsed` seconds after it started, on the host's clock:
    /// in whole nanoseconds, as the clock counts (`VirtualClock`), so an animation ending
    /// between two of them is over when the clock lands on the nearest, where it jumps to wait
    /// for it (a spring settles on a multiple of 1/240 s, never a whole nanosecond).
    func isFinished(at elapsed: TimeInterval) -> Bool {
        guard let duration = timing.duration else { return false }
        return VirtualClock.nanoseconds(elapsed) >= VirtualClock.nanoseconds(duration)
    }
}

extension Animation.Timing {
    var duration: TimeInterval? { duration(settled: true) }

    /// Seconds the animation runs; a spring runs until it settles, or (`settled` false) for
    /// its perceptual duration; a custom animation until it returns nil, or until it reports
    /// logical completion.
    func duration(settled: Bool) -> TimeInterval? {
        switch self {
        case let .curve(_, duration): return duration
        case let .spring(spring, velocity): return settled ? spring.settlingTime(velocity: velocity, epsilon: 0.001) : spring.duration
        case let .custom(custom): return CustomAnimationRun(animation: custom.base, value: 1.0).duration(settled: settled)
        case let .delay(inner, delay): return inner.duration(settled: settled).map { $0 + delay }
        case let .speed(inner, speed): return inner.duration(settled: settled).map { $0 / speed }
        case let .repeating(inner, count, _):
            // Repetitions after the first start when the one before has settled.
            guard let count, let length = inner.duration, let last = inner.duration(settled: settled) else { return nil }
            return length * Double(count - 1) + last
        }
    }

    func offset<V: VectorArithmetic>(of change: V, at elapsed: TimeInterval) -> V {
        switch self {
        case let .curve(curve, duration):
            guard duration > 0 else { return elapsed >= 0 ? change : .zero }
            return change.scaled(by: curve.value(at: elapsed / duration))
        case let .spring(spring, velocity):
            return elapsed > 0 ? change.scaled(by: spring.unitValue(initialVelocity: velocity, time: elapsed)) : .zero
        case let .custom(custom):
            return CustomAnimationRun(animation: custom.base, value: change).offset(at: elapsed)
        case let .delay(inner, delay):
            return inner.offset(of: change, at: elapsed - delay)
        case let .speed(inner, speed):
            return inner.offset(of: change, at: elapsed * speed)
        case let .repeating(inner, count, autoreverses):
            return inner.offset(of: change, at: inner.repetition(count: count, autoreverses: autoreverses, at: elapsed).time)
        }
    }

    /// Where this animation, repeated `count` times (forever if nil), is `elapsed` seconds after
    /// the start: the time into the current repetition (counted back from its end when it runs
    /// backwards, every second repetition of an autoreversing one), and which way it runs.
    func repetition(count: Int?, autoreverses: Bool, at elapsed: TimeInterval) -> (time: TimeInterval, backwards: Bool) {
        guard let length = duration, length > 0, elapsed > 0 else { return (elapsed, false) }
        let iteration = min((elapsed / length).rounded(.down), Double(count.map { $0 - 1 } ?? .max))
        let local = elapsed - iteration * length
        let backwards = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
        return (backwards ? length - local : local, backwards)
    }
}
