import LayoutDSL
import Testing

/// Phase animators step through their phases in order, each change animated; keyframes move
/// each track through its keyframes.
struct PhaseAndKeyframeTests {
    func widths<V: View>(_ view: V, frames: Int) throws -> [CGFloat] {
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 100))
        return try host.run(ScrollSequence(y: Array(repeating: 0, count: frames))).map {
            micro($0.tree.node(id: "bar")!.frame.width)
        }
    }

    /// Continuous: the first phase drawn first, as on iOS, animating to 1 on appear, → 2 at
    /// 0.5 s, → 0 at 1 s, → 1 at 1.5 s; width 100 + 50·phase.
    @Test func continuousPhasesCycleInOrder() throws {
        let pulser = PhaseAnimator([0.0, 1.0, 2.0]) { phase in
            Color.red.frame(width: 100 + 50 * phase, height: 10).accessibilityIdentifier("bar")
        } animation: { _ in .linear(duration: 0.5) }
        let w = try widths(pulser, frames: 106)
        #expect([w[0], w[15], w[30], w[45], w[60], w[75], w[90], w[105]] == [100, 125, 150, 175, 200, 150, 100, 125])
    }

    /// Triggered: one run through the phases back to the first, then still.
    @Test func triggeredPhasesRunOnce() throws {
        struct Tapper: View {
            @State var taps = 0
            var body: some View {
                Color.red.frame(width: 100, height: 10)
                    .phaseAnimator([0.0, 1.0, 2.0], trigger: taps) { content, phase in
                        content.frame(width: 100 + 50 * phase, height: 10).accessibilityIdentifier("bar")
                    } animation: { _ in .linear(duration: 0.5) }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { taps += 1 } }
            }
        }
        let w = try widths(Tapper(), frames: 130)
        #expect([w[5], w[21], w[51], w[81], w[100], w[129]] == [100, 125, 175, 150, 100, 100])
    }

    struct Bounce { var scale = 1.0; var y = 0.0 }

    @Test func keyframeTracks() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(0.5)
                LinearKeyframe(1.0, duration: 1, timingCurve: .easeInOut)
            }
            KeyframeTrack(\.y) {
                SpringKeyframe(10.0, duration: 0.5, spring: .smooth)
                CubicKeyframe(0.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-5 }
        #expect(close(timeline.value(time: 0.5).scale, 1.5))
        #expect(close(timeline.value(time: 1).scale, 0.5))                  // moved at once
        #expect(close(timeline.value(time: 1.25).scale, 0.5 + 0.5 * 0.129162))  // easeInOut at 1/4
        #expect(close(timeline.value(time: 2).scale, 1))
        #expect(close(timeline.value(time: 0.25).y, 8.21026))               // smooth spring, 10 × 0.821026
        // Hermite from 10 to 0 with zero end velocities: 10·(2p³ − 3p² + 1) at p = 1/4.
        #expect(close(timeline.value(time: 0.75).y, 8.4375))
        #expect(close(timeline.value(time: 3).y, 0))
    }

    /// A repeating keyframe animator shows the value at each frame's virtual time.
    @Test func keyframeAnimatorFollowsTheClock() throws {
        let animator = KeyframeAnimator(initialValue: 100.0, repeating: true) { width in
            Color.red.frame(width: width, height: 10).accessibilityIdentifier("bar")
        } keyframes: { _ in
            LinearKeyframe(200.0, duration: 1)
            LinearKeyframe(100.0, duration: 1)
        }
        let w = try widths(animator, frames: 151)
        #expect([w[0], w[30], w[60], w[75], w[150]] == [100, 150, 200, 175, 150])
    }

    /// A custom GeometryEffect moves drawing, not layout.
    @Test func geometryEffectAndProjectionTransform() throws {
        struct Shift: GeometryEffect {
            var dx: CGFloat
            var animatableData: CGFloat { get { dx } set { dx = newValue } }
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: dx, y: size.height)) }
        }
        let view = Color.red.frame(width: 100, height: 10).accessibilityIdentifier("bar").modifier(Shift(dx: 30))
        let tree = try ViewHost(view, canvasSize: CGSize(width: 300, height: 100)).update()
        #expect(tree.node(id: "bar")!.frame == CGRect(x: 130, y: 55, width: 100, height: 10))
        let t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 5))
        #expect(t.concatenating(t.inverted()).isIdentity)
        #expect(t.isAffine && !t.isIdentity)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(AnimatablePair(2.0, 3.0).scaled(by: 2) == AnimatablePair(4.0, 6.0))
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    }
}
