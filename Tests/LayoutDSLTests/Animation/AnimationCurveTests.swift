@testable import LayoutDSL
import Testing

/// Each kind of animation sampled at a quarter of its duration apart. Expected values are
/// derived outside the code under test: Béziers solved to 10⁻¹² (CSS/Core Animation control
/// points: easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), easeInOut (0.42,0,0.58,1); CSS
/// ease-in-out at 0.25 is the published 0.1292), springs from the closed-form step response
/// of a damped oscillator with SwiftUI's k = (2π/duration)², ζ = 1 − bounce.
struct AnimationCurveTests {
    func samples(_ animation: Animation, over duration: Double) -> [Double] {
        [0, 0.25, 0.5, 0.75, 1].map { animation.progress(at: $0 * duration) }
    }

    func expect(_ animation: Animation, over duration: Double = 1, _ expected: [Double],
                sourceLocation: SourceLocation = #_sourceLocation) {
        for (got, want) in zip(samples(animation, over: duration), expected) {
            #expect(abs(got - want) < 1e-5, "\(got) ≠ \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func timingCurves() {
        expect(.linear(duration: 1), [0, 0.25, 0.5, 0.75, 1])
        expect(.easeIn(duration: 1), [0, 0.093465, 0.315357, 0.621862, 1])
        expect(.easeOut(duration: 1), [0, 0.378138, 0.684643, 0.906535, 1])
        expect(.easeInOut(duration: 1), [0, 0.129162, 0.5, 0.870838, 1])
        expect(.easeInOut, over: 0.35, [0, 0.129162, 0.5, 0.870838, 1])
        expect(.timingCurve(0.17, 0.67, 0.83, 0.67, duration: 2), over: 2, [0, 0.440574, 0.6275, 0.77035, 1])
    }

    @Test func springs() {
        // Critically damped, ω = 4π: 1 − (1 + ωt)e^(−ωt).
        expect(.smooth, over: 0.5, [0, 0.465584, 0.821026, 0.948684, 0.986399])
        expect(.spring(duration: 0.5, bounce: 0), over: 0.5, [0, 0.465584, 0.821026, 0.948684, 0.986399])
        // `.default` is critically damped with response 0.55 (Apple's `Animation.default`): the same curve over 0.55 s.
        expect(.default, over: 0.55, [0, 0.465584, 0.821026, 0.948684, 0.986399])
        // Underdamped: ζ = 0.85 (snappy), 0.7 (bouncy).
        expect(.snappy, over: 0.5, [0, 0.50938, 0.894509, 0.996398, 1.00602])
        expect(.bouncy, over: 0.5, [0, 0.561376, 0.984087, 1.044043, 1.014498])
        expect(.spring(.bouncy), over: 0.5, [0, 0.561376, 0.984087, 1.044043, 1.014498])
        // k = 100, c = 10, m = 1: ω = 10, ζ = 0.5.
        expect(.interpolatingSpring(stiffness: 100, damping: 10), over: 0.5, [0, 0.47599, 1.02336, 1.161862, 1.074591])
        expect(.spring(response: 0.5, dampingFraction: 0.7), over: 0.5, [0, 0.561376, 0.984087, 1.044043, 1.014498])
    }

    @Test func springModelConversions() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(abs(spring.stiffness - 157.913670) < 1e-5)     // (2π/0.5)²
        #expect(abs(spring.damping - 20.734512) < 1e-5)        // 4π·0.825/0.5
        #expect(abs(spring.bounce - 0.175) < 1e-12)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.response - 2 * Double.pi / 10) < 1e-12)
        #expect(abs(physical.dampingRatio - 0.5) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).bounce + 0.5) < 1e-12)
        // Critically damped at ω = 4π: (1 + ωt)e^(−ωt) = 0.001 at t = 0.7333 s.
        #expect(abs(Spring.smooth.settlingDuration - 0.7333) < 0.005)
        #expect(abs(Spring(settlingDuration: 1.5, dampingRatio: 1).settlingDuration - 1.5) < 0.01)
        #expect(abs(Spring.smooth.value(target: 10.0, time: 0.25) - 8.21026) < 1e-4)
        #expect(Spring(mass: -1, stiffness: 0, damping: -3).settlingDuration.isFinite)
    }

    @Test func modifiers() {
        expect(.linear(duration: 1).delay(0.5), over: 1, [0, 0, 0, 0.25, 0.5])
        expect(.linear(duration: 1).speed(2), over: 0.5, [0, 0.25, 0.5, 0.75, 1])
        // Delay inside a repeat waits before each repetition; outside only before the first.
        let inner = Animation.linear(duration: 1).delay(1).repeatForever(autoreverses: false)
        #expect(inner.progress(at: 2.5) == 0 && abs(inner.progress(at: 3.5) - 0.5) < 1e-9)
        let outer = Animation.linear(duration: 1).repeatForever(autoreverses: false).delay(1)
        #expect(abs(outer.progress(at: 2.5) - 0.5) < 1e-9)
        let reversing = Animation.linear(duration: 1).repeatCount(3)
        #expect(abs(reversing.progress(at: 1.25) - 0.75) < 1e-9)
        #expect(abs(reversing.progress(at: 2.25) - 0.25) < 1e-9)
        #expect(reversing.totalDuration == 3 && Animation.linear.repeatForever().totalDuration == nil)
        #expect(Animation.linear(duration: 1).repeatCount(-2).totalDuration == 1)
        #expect(Animation.linear(duration: 1).speed(0).progress(at: 5) < 1e-20)
    }

    /// `withAnimation`'s completion runs on the virtual clock when the animation is over.
    @Test func completionRunsWhenTheAnimationEnds() throws {
        final class Log { var completed = false }
        struct Grower: View {
            @State var wide = false
            let log: Log
            var body: some View {
                Color.red.frame(width: wide ? 200 : 100, height: 20)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            withAnimation(.linear(duration: 0.5)) { wide = true } completion: { log.completed = true }
                        }
                    }
            }
        }
        let log = Log()
        let host = ViewHost(Grower(log: log), canvasSize: CGSize(width: 300, height: 100))
        // Started at 0.1 s, over at 0.6 s: frame 35 of 60 fps is at 0.583 s.
        _ = try host.run(ScrollSequence(y: Array(repeating: 0, count: 36)))
        #expect(!log.completed)
        host.advanceTime(to: 0.6)
        _ = try host.update()
        #expect(log.completed)
    }

    /// `logicallyComplete(after:)` brings a `.logicallyComplete` completion forward, never later
    /// than the animation's own; a `.removed` completion still waits for it to settle.
    @Test func logicallyCompleteAfterBringsCompletionForward() {
        let slow = Animation.linear(duration: 2)
        #expect(slow.logicallyComplete(after: 0.5).completionTime(.logicallyComplete) == 0.5)
        #expect(slow.logicallyComplete(after: 0.5).completionTime(.removed) == 2)
        #expect(slow.logicallyComplete(after: 5).completionTime(.logicallyComplete) == 2)
        #expect(slow.logicallyComplete(after: 0.5).logicallyComplete(after: 1).completionTime(.logicallyComplete) == 0.5)
        // A repeating animation never completes by itself; the limit completes it.
        #expect(Animation.linear.repeatForever().logicallyComplete(after: 3).completionTime(.logicallyComplete) == 3)
        #expect(slow.logicallyComplete(after: .nan).completionTime(.logicallyComplete) == 2)
    }
}
