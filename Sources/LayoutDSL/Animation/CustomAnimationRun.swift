import Foundation

/// One run of a custom animation as SwiftUI drives it: `animate(value:time:context:)` is called
/// once a frame with the same context, so state written in one call is there in the next,
/// until it returns nil ("if the animation has finished, return nil… This signals to the
/// system that it can remove the animation", Apple's `CustomAnimation.animate`). The engine
/// samples an animation at any time, so a sample replays the run from its start at the host's
/// 60 frames a second (the frames of a sequence fall on these times) and then calls it at the
/// time asked; a run that has not finished after a minute counts as running forever, as
/// `repeatForever` does.
struct CustomAnimationRun<Value: VectorArithmetic> {
    static var frameInterval: TimeInterval { 1.0 / 60 }
    static var longest: TimeInterval { 60 }

    let animation: any CustomAnimation
    /// The change animated: target minus start.
    let value: Value

    /// The part of the change shown `elapsed` seconds after the start: nothing before it, all
    /// of it once the animation has returned nil.
    func offset(at elapsed: TimeInterval) -> Value {
        guard elapsed >= 0 else { return .zero }
        var context = AnimationContext<Value>()
        var frame = 0
        while Double(frame) * Self.frameInterval < elapsed - 1e-9 {
            guard animation.animate(value: value, time: Double(frame) * Self.frameInterval, context: &context) != nil else { return value }
            frame += 1
        }
        return animation.animate(value: value, time: elapsed, context: &context) ?? value
    }

    /// When the run returns nil (`settled`) or first reports logical completion (it does at
    /// the latest when it finishes); nil when it runs longer than `longest`.
    func duration(settled: Bool) -> TimeInterval? {
        var context = AnimationContext<Value>()
        var frame = 0
        while Double(frame) * Self.frameInterval <= Self.longest {
            let time = Double(frame) * Self.frameInterval
            if animation.animate(value: value, time: time, context: &context) == nil || (!settled && context.isLogicallyComplete) {
                return time
            }
            frame += 1
        }
        return nil
    }
}
