import Foundation

/// A spring as a force and a step of motion (Apple's `Spring.force(target:position:velocity:)`
/// and `update(value:velocity:target:deltaTime:)`), for code that moves a value itself frame
/// by frame: Hooke's law with viscous damping, F = −k·(x − target) − c·v, and the exact motion
/// of the damped oscillator over the step (see `Spring`), so steps of any length land where
/// `value(target:initialVelocity:time:)` does.
extension Spring {
    /// The force at `position` moving at `velocity`, in units of the value per second squared
    /// for the spring's mass.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
    }

    /// Moves `value` and `velocity` on `deltaTime` seconds towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let offset = value - target, speed = velocity
        value = target + offset.scaled(by: displacement(y0: 1, v0: 0, time: deltaTime))
            + speed.scaled(by: displacement(y0: 0, v0: 1, time: deltaTime))
        velocity = offset.scaled(by: rate(y0: 1, v0: 0, time: deltaTime)) + speed.scaled(by: rate(y0: 0, v0: 1, time: deltaTime))
    }
}
