import Foundation

/// An animation written by the app (Apple's `CustomAnimation`, iOS 17): `animate` returns the
/// part of `value` (the change, target minus start) shown `time` seconds after the start, or
/// nil once finished, and the engine calls it frame after frame with the same context until it
/// returns nil (see `CustomAnimationRun`). `Animation(_:)` makes an `Animation` of one.
@preconcurrency public protocol CustomAnimation: Hashable, Sendable {
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    nonisolated func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                      context: inout AnimationContext<V>) -> Bool
}

/// The defaults Apple documents: no velocity ("the default implementation returns nil"), and
/// no merging, so "both animations run concurrently and the system combines their results".
extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// A custom animation kept in an `Animation`, compared by its own `Hashable` conformance.
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
