extension AnimationStep where Value: VectorArithmetic {
    /// The value `steps` (the changes that moved it, oldest first) show now, by SwiftUI's rules
    /// for a value a new animation targets while others still move it (see the rules at
    /// `AnimationStep`): a spring after a spring replaces it, starting where it was and as fast
    /// as it moved (over the last millisecond); an interpolating spring adds its change; any
    /// other animation runs from what the older ones show at each moment to its own target.
    ///
    /// Where and how fast a replacing spring starts depends only on the steps before it, at the
    /// moment it began: found once per step, oldest first, so a value re-animated by a spring
    /// every frame (a drag with `.default`) costs steps² and not 3^steps (each replacing spring
    /// evaluated the steps before it twice, and each of those their own).
    static func chain(_ steps: [Self]) -> Value {
        var launches: [Int: (start: Value, velocity: Value)] = [:]
        for position in steps.indices where position > 0 && steps[position].replacesSpring(steps[position - 1]) {
            let before = steps[..<position], began = steps[position].elapsed, interval = 0.001
            let start = value(before, earlier: began, launches: launches)
            let velocity = (start - value(before, earlier: began + interval, launches: launches)).scaled(by: 1 / interval)
            launches[position] = (start, velocity)
        }
        return value(steps[...], earlier: 0, launches: launches)
    }

    /// Whether this step is a spring that replaces `previous`, a spring too.
    private func replacesSpring(_ previous: Self) -> Bool {
        guard animation.combining == .merges, previous.animation.combining == .merges, case .spring = animation.timing else { return false }
        return true
    }

    /// The value as `steps` showed it `earlier` seconds ago, replacing springs starting from `launches`.
    private static func value(_ steps: ArraySlice<Self>, earlier: TimeInterval, launches: [Int: (start: Value, velocity: Value)]) -> Value {
        var value = steps[steps.startIndex].from
        for position in steps.indices {
            let step = steps[position], elapsed = step.elapsed - earlier
            guard elapsed >= 0 else { continue }
            if let launch = launches[position], case let .spring(spring, _) = step.animation.timing {
                value = launch.start + spring.value(target: step.to - launch.start, initialVelocity: launch.velocity, time: elapsed)
            } else if step.animation.combining == .adds {
                value += step.animation.offset(of: step.to - step.from, at: elapsed)
            } else {
                value += step.animation.offset(of: step.to - value, at: elapsed)
            }
        }
        return value
    }
}
