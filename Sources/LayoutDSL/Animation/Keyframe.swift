/// One keyframe: a target reached after `duration`, and how the value gets there. Values move
/// in their `animatableData`.
struct Keyframe<Value: Animatable> {
    enum Motion {
        /// Along a unit curve of time (LinearKeyframe).
        case curve(UnitCurve)
        /// On a cubic Hermite spline through the neighbouring keyframes: velocities given, or
        /// Catmull–Rom ones (the chord between the neighbours over their time), zero at the ends.
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        /// As a spring from rest (SpringKeyframe).
        case spring(Spring)
        /// A jump (MoveKeyframe).
        case move
    }
    let target: Value
    let duration: TimeInterval
    let motion: Motion

    /// The value `time` after the start of `keyframes`, beginning at `initial`.
    static func sample(_ keyframes: [Keyframe], from initial: Value, at time: TimeInterval) -> Value {
        var start = initial, elapsed = max(time, 0)
        for (index, keyframe) in keyframes.enumerated() {
            guard elapsed < keyframe.duration else {
                start = keyframe.target
                elapsed -= keyframe.duration
                continue
            }
            let a = start.animatableData, b = keyframe.target.animatableData, p = elapsed / keyframe.duration
            var value = keyframe.target
            switch keyframe.motion {
            case let .curve(curve): value.animatableData = a + (b - a).scaled(by: curve.value(at: p))
            case let .spring(spring): value.animatableData = a + (b - a).scaled(by: spring.unitValue(initialVelocity: 0, time: elapsed))
            case .move: break
            case let .cubic(startVelocity, endVelocity):
                let previous = index > 0 ? (keyframes[index - 1], keyframes[index - 1].duration) : nil
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                let m0 = startVelocity ?? previous.flatMap { _ in
                    chord(from: index > 1 ? keyframes[index - 2].target : initial, to: keyframe.target,
                          over: keyframes[index - 1].duration + keyframe.duration)
                } ?? .zero
                let m1 = endVelocity ?? next.map { chord(from: start, to: $0.target, over: keyframe.duration + $0.duration) } ?? .zero
                let d = keyframe.duration
                let h00 = 2 * p * p * p - 3 * p * p + 1, h10 = p * p * p - 2 * p * p + p
                let h01 = -2 * p * p * p + 3 * p * p, h11 = p * p * p - p * p
                value.animatableData = a.scaled(by: h00) + m0.scaled(by: h10 * d) + b.scaled(by: h01) + m1.scaled(by: h11 * d)
            }
            return value
        }
        return start
    }

    private static func chord(from a: Value, to b: Value, over time: TimeInterval) -> Value.AnimatableData {
        time > 0 ? (b.animatableData - a.animatableData).scaled(by: 1 / time) : .zero
    }
}

/// A keyframe reached along a unit curve of time, linear unless given.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = LinearKeyframe<Value>
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(target: to, duration: max(duration, 0), motion: .curve(timingCurve))
    }
    var erasedKeyframes: Any { [keyframe] }
}

/// A keyframe on a smooth cubic curve through its neighbours.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = CubicKeyframe<Value>
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = Keyframe(target: to, duration: max(duration, 0),
                            motion: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))
    }
    var erasedKeyframes: Any { [keyframe] }
}

/// A keyframe reached by a spring; without a duration the segment lasts until the spring settles.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = SpringKeyframe<Value>
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = Keyframe(target: to, duration: max(duration ?? spring.settlingDuration, 0), motion: .spring(spring))
    }
    var erasedKeyframes: Any { [keyframe] }
}

/// A jump to a value, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = MoveKeyframe<Value>
    let keyframe: Keyframe<Value>
    public init(_ to: Value) { keyframe = Keyframe(target: to, duration: 0, motion: .move) }
    var erasedKeyframes: Any { [keyframe] }
}
