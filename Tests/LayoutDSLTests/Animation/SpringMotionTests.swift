import Foundation
import LayoutDSL
import Testing

/// `Spring`'s functions against the closed-form damped oscillator (mass 1, k = (2π / duration)²,
/// ζ = 1 − bounce): a critically damped spring of duration 1 (ω = 2π) moving a unit change from
/// rest is at 1 − e^(−ωt)(1 + ωt) with velocity ω²t·e^(−ωt); derived by hand, not by the code.
struct SpringMotionTests {
    let spring = Spring(duration: 1, bounce: 0)
    let omega = 2 * Double.pi

    @Test func valueAndVelocityOfAnimatableValues() {
        let t = 0.5
        let position = 1 - exp(-omega * t) * (1 + omega * t), speed = omega * omega * t * exp(-omega * t)
        let value = spring.value(fromValue: Angle.degrees(10), toValue: .degrees(110), initialVelocity: .zero, time: t)
        #expect(abs(value.degrees - (10 + 100 * position)) < 1e-9)
        let velocity = spring.velocity(fromValue: Angle.degrees(10), toValue: .degrees(110), initialVelocity: .zero, time: t)
        #expect(abs(velocity.degrees - 100 * speed) < 1e-9)
        #expect(abs(spring.velocity(target: 1.0, time: t) - speed) < 1e-12)
    }

    /// An underdamped spring's velocity is the derivative of its value (checked by a central
    /// difference), and starts at the initial velocity.
    @Test func underdampedVelocityIsTheDerivative() {
        let bouncy = Spring(duration: 0.4, bounce: 0.5)
        for t in [0.05, 0.2, 0.6] {
            let h = 1e-6
            let after = bouncy.value(target: 3.0, initialVelocity: 2, time: t + h)
            let slope = (after - bouncy.value(target: 3.0, initialVelocity: 2, time: t - h)) / (2 * h)
            #expect(abs(bouncy.velocity(target: 3.0, initialVelocity: 2, time: t) - slope) < 1e-5)
        }
        #expect(abs(bouncy.velocity(target: 3.0, initialVelocity: 2, time: 0) - 2) < 1e-12)
    }

    /// Hooke's law with damping: −k·(x − target) − c·v.
    @Test func force() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.force(target: 1.0, position: 0.5, velocity: 2) == 30)
        #expect(spring.force(fromValue: 4.0, toValue: 5.0, position: 4.5, velocity: 2) == 30)
    }

    /// Two updates of a quarter second land where the closed form is at half a second.
    @Test func updateStepsAlongTheMotion() {
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.25)
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.25)
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.5)) < 1e-12)
    }

    @Test func settlingDurationOfAnimatableValues() {
        let duration = spring.settlingDuration(fromValue: CGFloat(0), toValue: 100, initialVelocity: 0, epsilon: 0.1)
        #expect(duration == spring.settlingDuration(target: 100.0, epsilon: 0.1))
        // Within a step (1/240 s) of where 100·e^(−ωt)(1 + ωt) falls to 0.1.
        #expect(100 * exp(-omega * duration) * (1 + omega * duration) <= 0.1)
        #expect(100 * exp(-omega * (duration - 2.0 / 240)) * (1 + omega * (duration - 2.0 / 240)) > 0.1)
    }

    /// Settling stops stepping once the motion's envelope is small, and still finds the time a
    /// step through the whole minute finds: the last 1/240 s step still farther than epsilon from
    /// the target, plus one, for bouncy, critically damped and overdamped springs.
    @Test(arguments: [(0.55, 0.825), (0.3, 0.2), (1, 1), (0.5, 3), (0.8, 0.05)])
    func settlingMatchesAStepThroughTheWholeMinute(_ response: Double, _ ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        let step = 1.0 / 240
        var settled = 0.0, time = 0.0
        while time < 60 {
            time += step
            if abs(1 - spring.value(target: 1.0, time: time)) > 0.001 { settled = time + step }
        }
        #expect(spring.settlingDuration(target: 1.0, epsilon: 0.001) == settled)
        #expect(settled > 0)
    }
}
