@testable import LayoutDSL
import Testing

/// `AnimationStep.chain` with a spring retargeted on every frame, as a drag animated with
/// `.default` does: each replacing spring evaluated the springs before it twice (where it
/// started, and a millisecond earlier for its velocity), and each of those theirs, so 40 frames
/// took 3^40 evaluations and never finished.
struct AnimationStepChainTests {
    /// Two springs: the second starts where the first had got to 0.2 s in, at its speed then,
    /// and runs 0.1 s towards its own target.
    @Test func replacingSpringStartsWhereAndAsFastAsTheFirst() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let first = AnimationStep(from: CGFloat(0), to: 100, animation: .spring(spring), elapsed: 0.3)
        let second = AnimationStep(from: CGFloat(100), to: 200, animation: .spring(spring), elapsed: 0.1)
        let start = spring.value(target: CGFloat(100), time: 0.2)
        let velocity = (start - spring.value(target: CGFloat(100), time: 0.199)) / 0.001
        let expected = start + spring.value(target: 200 - start, initialVelocity: velocity, time: 0.1)
        #expect(abs(AnimationStep.chain([first, second]) - expected) < 1e-9)
    }


    @Test func springRetargetedEveryFrameIsFoundOnce() {
        let frames = 40
        let steps = (1...frames).map { frame in
            AnimationStep(from: CGFloat(frame - 1), to: CGFloat(frame), animation: .spring,
                          elapsed: Double(frames - frame) / 60)
        }
        let shown = AnimationStep.chain(steps)
        // Chasing a target that moved 60 points a second for two thirds of a second: behind it,
        // ahead of where it started.
        #expect(shown > 10 && shown < 40)
    }
}
