import Foundation
@testable import LayoutDSL
import Testing

/// `CustomAnimation`s drive frames as built-in animations do: a change made inside
/// `withAnimation(Animation(custom))` at t = 0.1 s (frame 6 at 60 fps) shows what the custom
/// animation's `animate(value:time:context:)` returns for the change on each later frame, and
/// the change's end once it returns nil.
struct CustomAnimationTests {
    /// Apple's example shape: linear over `duration`, nil after it.
    struct LinearAnimation: CustomAnimation {
        let duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time > duration ? nil : value.scaled(by: time / duration)
        }
    }

    /// Moves by the number of calls it has had, kept in its state: a thirtieth of the change a
    /// call, so it only draws the linear half-second frames if the context comes back each frame.
    struct CallCounting: CustomAnimation {
        struct Calls: AnimationStateKey { static let defaultValue = 0 }
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            context.state[Calls.self] += 1
            let calls = context.state[Calls.self]
            return calls > 31 ? nil : value.scaled(by: Double(calls - 1) / 30)
        }
    }

    /// Ends the last fifth of the change at once: 4 × the time until 0.2 s, then nil.
    struct Jumping: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= 0.2 ? nil : value.scaled(by: 4 * time)
        }
    }

    func widths(_ animation: Animation, frames: [Int]) throws -> [CGFloat] {
        let host = ViewHost(AnimationTests.Grower(animation: animation), canvasSize: CGSize(width: 300, height: 100))
        let run = try host.run(ScrollSequence(y: Array(repeating: 0, count: frames.max()! + 1)))
        return frames.map { micro(run[$0].tree.node(id: "bar")!.frame.width) }
    }

    @Test func customLinearAnimationDrawsItsIntermediateFrames() throws {
        // 100 → 200 over 0.5 s from frame 6: 0.25 s (frame 21) is half way, 0.1 s (frame 12) a fifth.
        #expect(try widths(Animation(LinearAnimation(duration: 0.5)), frames: [5, 6, 12, 21, 36, 40]) == [100, 100, 120, 150, 200, 200])
    }

    @Test func stateIsKeptFromFrameToFrame() throws {
        #expect(try widths(Animation(CallCounting()), frames: [6, 12, 21, 36]) == [100, 120, 150, 200])
    }

    @Test func returningNilEndsTheAnimationAtItsTarget() throws {
        // 0.1 s (frame 12): 0.4 of the change; 0.15 s: 0.6; after 0.2 s nil: the end.
        #expect(try widths(Animation(Jumping()), frames: [12, 15, 20]) == [140, 160, 200])
    }

    @Test func customAnimationsTakeModifiers() throws {
        // Delayed by 0.1 s: frame 12 is the start, frame 21 (0.15 s after it) 0.3 of the change.
        #expect(try widths(Animation(LinearAnimation(duration: 0.5)).delay(0.1), frames: [12, 21]) == [100, 130])
        #expect(try widths(Animation(LinearAnimation(duration: 0.5)).speed(2), frames: [12, 21]) == [140, 200])
    }

    @Test func animationWrapsAndUnwrapsItsBase() {
        let custom = Animation(LinearAnimation(duration: 2))
        #expect(custom.base as? LinearAnimation == LinearAnimation(duration: 2))
        #expect(custom == Animation(LinearAnimation(duration: 2)))
        #expect(custom != Animation(LinearAnimation(duration: 3)))
        #expect(Animation(Animation.easeIn(duration: 0.4).base as! TimingAnimation) == .easeIn(duration: 0.4))
        #expect(Animation(Animation.spring.logicallyComplete(after: 0.1).base as! TimingAnimation) == .spring.logicallyComplete(after: 0.1))
        #expect(custom.description == String(describing: LinearAnimation(duration: 2)))
        #expect(custom.customMirror.children.first?.label == "duration")
    }

    @Test func builtInAnimationsAnswerAsCustomAnimations() {
        var context = AnimationContext<Double>()
        let linear = Animation.linear(duration: 2)
        #expect(linear.animate(value: 10, time: 0.5, context: &context).map(micro) == 2.5)
        #expect(linear.velocity(value: 10, time: 0.5, context: context) == 5)
        #expect(linear.animate(value: 10, time: 2, context: &context) == nil)
        let custom = Animation(LinearAnimation(duration: 1))
        #expect(custom.animate(value: 10, time: 0.25, context: &context) == 2.5)
        #expect(custom.velocity(value: 10, time: 0.25, context: context) == nil)
        #expect(!custom.shouldMerge(previous: .linear, value: 10.0, time: 0, context: &context))
        #expect(Animation.spring.shouldMerge(previous: .smooth, value: 10.0, time: 0, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .smooth, value: 10.0, time: 0, context: &context))
    }

    /// A spring reports logical completion after its perceptual duration and ends when settled.
    @Test func springReportsLogicalCompletion() {
        var context = AnimationContext<Double>()
        let spring = Animation.spring(duration: 0.5)
        _ = spring.animate(value: 1, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = spring.animate(value: 1, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
        #expect(spring.animate(value: 1, time: 5, context: &context) == nil)
    }

    @Test func stateAndContext() {
        var state = AnimationState<Double>()
        #expect(state[CallCounting.Calls.self] == 0)
        state[CallCounting.Calls.self] = 3
        var context = AnimationContext<Double>()
        context.isLogicallyComplete = true
        let other = context.withState(state)
        #expect(other.state[CallCounting.Calls.self] == 3 && other.isLogicallyComplete)
    }
}
