import Foundation

/// `Spring`'s functions on `Animatable` values (Apple's `Spring`, iOS 17): the same motion as
/// the `VectorArithmetic` forms, computed on the values' `animatableData` from `fromValue`
/// towards `toValue`, so an `Angle` or a `CGPoint` springs as its components do.
extension Spring {
    /// The value `time` seconds after leaving `fromValue` for `toValue` with `initialVelocity`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData += value(target: toValue.animatableData - fromValue.animatableData,
                                       initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity `time` seconds after leaving `fromValue` for `toValue`, per second.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on the value at `position` moving at `velocity` towards `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData - fromValue.animatableData,
                                      position: position.animatableData - fromValue.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }

    /// Seconds until the value stays within `epsilon` of `toValue`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
