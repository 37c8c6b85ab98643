import Foundation
import LayoutDSL
import Testing

/// `KeyframesBuilder` and `KeyframeTrackContentBuilder` (iOS 17): the branch an `if`/`else` or
/// `switch` takes, a `for` loop's keyframes in order, keyframes written without a track, and
/// types that compose keyframes in their `body`.
struct KeyframesBuilderTests {
    struct Motion { var x = 0.0; var scale = 1.0 }

    /// Unit curves are solved numerically: values agree to within 1e-9.
    func near(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

    /// The keyframes of one branch: linear to 10 over a second, or to 20 over two.
    func branching(_ first: Bool) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            if first {
                LinearKeyframe(10.0, duration: 1)
            } else {
                LinearKeyframe(20.0, duration: 2)
                MoveKeyframe(5.0)
            }
        }
    }

    @Test func conditionalsTakeTheirBranch() {
        #expect(branching(true).duration == 1 && near(branching(true).value(time: 0.5), 5))
        #expect(branching(false).duration == 2 && near(branching(false).value(time: 1), 10) && near(branching(false).value(time: 2), 5))
        let track = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.x) {
                if branching(true).duration > 5 { LinearKeyframe(1.0, duration: 1) } else { CubicKeyframe(8.0, duration: 4) }
            }
        }
        #expect(track.duration == 4 && near(track.value(time: 4).x, 8))
    }

    /// A `for` loop adds its keyframes in order, each starting where the last ended.
    @Test func loopsAddKeyframesInOrder() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for target in [10.0, 30.0, 0.0] { LinearKeyframe(target, duration: 1) }
        }
        #expect(timeline.duration == 3)
        #expect(near(timeline.value(time: 0.5), 5) && near(timeline.value(time: 1.5), 20) && near(timeline.value(time: 2.25), 22.5))
        let tracked = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.scale) {
                for step in 1...2 { LinearKeyframe(Double(step) * 2, duration: 0.5) }
            }
            KeyframeTrack(\.x) { LinearKeyframe(100.0, duration: 2) }
        }
        #expect(tracked.duration == 2 && near(tracked.value(time: 0.75).scale, 3) && near(tracked.value(time: 0.75).x, 37.5))
    }

    /// An app's own keyframes and track content: their bodies are sampled as written inline.
    struct Pulse: KeyframeTrackContent {
        var peak: Double
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(peak, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
        }
    }

    struct Wobble: Keyframes {
        var body: some Keyframes<Motion> {
            KeyframeTrack(\.scale) { Pulse(peak: 3) }
            KeyframeTrack(\.x) { MoveKeyframe(4.0); LinearKeyframe(0.0, duration: 2) }
        }
    }

    @Test func bodiesComposeKeyframes() {
        let timeline = KeyframeTimeline(initialValue: Motion()) { Wobble() }
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 0.25).scale, 2) && near(timeline.value(time: 0.75).scale, 2))
        #expect(near(timeline.value(time: 1).x, 2) && near(timeline.value(time: 3).scale, 1))
    }
}
