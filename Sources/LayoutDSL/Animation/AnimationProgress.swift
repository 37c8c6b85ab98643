/// Sampling an animation: the progress of a change (0 at its start, 1 at its end; springs
/// overshoot) a given time after it started, evaluated through the modifiers from the outside in.
extension Animation {
    /// Progress at `elapsed` seconds after the animation started.
    func progress(at elapsed: TimeInterval) -> Double { timing.progress(at: elapsed) }

    /// Seconds until the animation is over; nil when it repeats forever. Springs end when they
    /// settle (`Spring.settlingDuration`).
    var totalDuration: TimeInterval? { timing.duration }

    /// Whether the animation is over `elapsed` seconds after it started.
    func isFinished(at elapsed: TimeInterval) -> Bool {
        guard let duration = timing.duration else { return false }
        return elapsed >= duration
    }
}

extension Animation.Timing {
    var duration: TimeInterval? { duration(settled: true) }

    /// Seconds the animation runs; a spring runs until it settles, or (`settled` false) for
    /// its perceptual duration.
    func duration(settled: Bool) -> TimeInterval? {
        switch self {
        case let .curve(_, duration): return duration
        case let .spring(spring, velocity): return settled ? spring.settlingTime(velocity: velocity, epsilon: 0.001) : spring.duration
        case let .delay(inner, delay): return inner.duration(settled: settled).map { $0 + delay }
        case let .speed(inner, speed): return inner.duration(settled: settled).map { $0 / speed }
        case let .repeating(inner, count, _):
            // Repetitions after the first start when the one before has settled.
            guard let count, let length = inner.duration, let last = inner.duration(settled: settled) else { return nil }
            return length * Double(count - 1) + last
        }
    }

    func progress(at elapsed: TimeInterval) -> Double {
        switch self {
        case let .curve(curve, duration):
            guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
            return curve.value(at: elapsed / duration)
        case let .spring(spring, velocity):
            return elapsed > 0 ? spring.unitValue(initialVelocity: velocity, time: elapsed) : 0
        case let .delay(inner, delay):
            return inner.progress(at: elapsed - delay)
        case let .speed(inner, speed):
            return inner.progress(at: elapsed * speed)
        case let .repeating(inner, count, autoreverses):
            guard let length = inner.duration, length > 0, elapsed > 0 else { return inner.progress(at: elapsed) }
            let iteration = min((elapsed / length).rounded(.down), Double(count.map { $0 - 1 } ?? .max))
            let local = elapsed - iteration * length
            let backwards = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
            return inner.progress(at: backwards ? length - local : local)
        }
    }
}
