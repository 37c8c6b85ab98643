import Foundation

/// A damped spring, SwiftUI's model (WWDC23 "Animate with springs"; Apple's `Spring`
/// documentation): a unit mass on a spring of stiffness k = (2π / response)² with damping
/// c = 4π · dampingRatio / response, i.e. c = 2ζ√(km). `duration` is the perceptual
/// duration (the response); `bounce` is 1 − ζ for ζ ≤ 1 and 1/ζ − 1 for an overdamped spring
/// (bounce 0 is critically damped, up to 1 undamped, down to −1 overdamped).
/// Values are the exact solution of m·x″ + c·x′ + k·(x − target) = 0 from rest or from an
/// initial velocity; no integration step.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// Bad input never divides by zero: masses and stiffnesses are at least 10⁻⁶.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = min(max(damping, 0), allowOverDamping ? .infinity : critical)
    }

    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 1e-3)
        self.init(mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * max(dampingRatio, 0) / response,
                  allowOverDamping: true)
    }

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let bounce = min(max(bounce, -0.999), 1)
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The spring that comes to rest (within `epsilon` of a unit change) after `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Settling time scales with the response for a fixed ratio: measure it at response 1.
        let unit = Spring(response: 1, dampingRatio: dampingRatio).settlingTime(velocity: 0, epsilon: epsilon)
        self.init(response: max(settlingDuration, 1e-3) / max(unit, 1e-6), dampingRatio: dampingRatio)
    }

    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
    public var duration: TimeInterval { response }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// When the spring, moving a unit distance from rest, stays within 0.001 of its target.
    public var settlingDuration: TimeInterval { settlingTime(velocity: 0, epsilon: 0.001) }

    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let length = target.magnitudeSquared.squareRoot()
        guard length > 0 else { return 0 }
        return settlingTime(velocity: projection(initialVelocity, on: target), epsilon: epsilon / length)
    }

    /// The value moving from zero towards `target`, `time` seconds after it started with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        target.scaled(by: 1 - displacement(y0: 1, v0: 0, time: time)) + initialVelocity.scaled(by: displacement(y0: 0, v0: 1, time: time))
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        target.scaled(by: -rate(y0: 1, v0: 0, time: time)) + initialVelocity.scaled(by: rate(y0: 0, v0: 1, time: time))
    }

    /// Progress of a unit change (1 at the target) started with `initialVelocity` units per second.
    func unitValue(initialVelocity: Double, time: TimeInterval) -> Double {
        1 + displacement(y0: -1, v0: initialVelocity, time: time)
    }

    /// Velocity of a unit change started with `initialVelocity`, in units of the change per second.
    func unitVelocity(initialVelocity: Double, time: TimeInterval) -> Double {
        rate(y0: -1, v0: initialVelocity, time: time)
    }

    /// Seconds until a unit change started with `velocity` stays within `epsilon` of its target,
    /// found by stepping 1/240 s (finer than any frame rate drawn) up to a minute. The steps stop
    /// once the motion's envelope (`displacementBound`) is under half of `epsilon`, where no later
    /// step can leave it: the same time as stepping the whole minute, in a fraction of the steps
    /// (a spring of response 0.5 settles in about 300 of the 14,400).
    func settlingTime(velocity: Double, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 240
        var settled = 0.0, time = 0.0
        while time < 60 {
            time += step
            if abs(displacement(y0: -1, v0: velocity, time: time)) > epsilon { settled = time + step }
            if displacementBound(y0: -1, v0: velocity, time: time) < epsilon / 2 { break }
        }
        return settled
    }

    /// A bound of |`displacement`| at `time` and at every time after it: the decaying envelope of
    /// the solution, case by case (|a cos + b sin| ≤ √(a² + b²) under damping; each exponential's
    /// magnitude over damping; a critically damped spring's only once it has passed its peak, at
    /// 1/ω). Infinite where there is none: an undamped spring, or before that peak.
    func displacementBound(y0: Double, v0: Double, time t: Double) -> Double {
        let omega = (stiffness / mass).squareRoot(), zeta = dampingRatio
        guard zeta > 0 else { return .infinity }
        if abs(zeta - 1) < 1e-9 {
            return t >= 1 / omega ? exp(-omega * t) * (abs(y0) + abs(v0 + omega * y0) * t) : .infinity
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot(), b = (v0 + zeta * omega * y0) / omegaD
            return exp(-zeta * omega * t) * (y0 * y0 + b * b).squareRoot()
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1)
        return abs(y0 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// The distance from the target `time` seconds after starting `y0` from it with velocity `v0`.
    func displacement(y0: Double, v0: Double, time t: Double) -> Double {
        let omega = (stiffness / mass).squareRoot(), zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return exp(-omega * t) * (y0 + (v0 + omega * y0) * t) }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (y0 * cos(omegaD * t) + (v0 + zeta * omega * y0) / omegaD * sin(omegaD * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1)
        return (y0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// d/dt of `displacement`, differentiated in closed form case by case.
    func rate(y0: Double, v0: Double, time t: Double) -> Double {
        let omega = (stiffness / mass).squareRoot(), zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return exp(-omega * t) * (v0 - omega * t * (v0 + omega * y0)) }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot(), b = (v0 + zeta * omega * y0) / omegaD
            return exp(-zeta * omega * t) * (v0 * cos(omegaD * t) - (zeta * omega * b + y0 * omegaD) * sin(omegaD * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1)
        return r1 * (y0 - c2) * exp(r1 * t) + r2 * c2 * exp(r2 * t)
    }

    /// The component of `vector` along `target`, in units of `target`.
    private func projection<V: VectorArithmetic>(_ vector: V, on target: V) -> Double {
        let dot = ((vector + target).magnitudeSquared - vector.magnitudeSquared - target.magnitudeSquared) / 2
        return dot / target.magnitudeSquared
    }
}

/// The iOS 17 presets. Apple documents them as "no bounce", "a small amount of bounce" and "a
/// higher amount of bounce" with a 0.5 s duration; the bounces 0.15 and 0.3 are those of the
/// OpenSwiftUI reimplementation (estimate: Apple publishes no number).
extension Spring {
    public static var smooth: Spring { smooth() }
    public static var snappy: Spring { snappy() }
    public static var bouncy: Spring { bouncy() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
