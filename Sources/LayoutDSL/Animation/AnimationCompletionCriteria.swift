/// When an animation's completion runs (SwiftUI's `AnimationCompletionCriteria`):
/// `logicallyComplete` once it has reached its end in perceptual terms (a spring after its
/// perceptual duration, while it may still move imperceptibly; WWDC23 "Animate with springs"),
/// `removed` once it has settled and stopped affecting the view.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let settled: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(settled: false)
    public static let removed = AnimationCompletionCriteria(settled: true)
}

extension Animation {
    /// Seconds from its start until the animation meets `criteria`; nil when it repeats forever.
    /// Logical completion comes no later than `logicallyComplete(after:)` asks.
    func completionTime(_ criteria: AnimationCompletionCriteria) -> TimeInterval? {
        if criteria.settled { return timing.duration }
        let own = timing.duration(settled: false)
        guard let limit = logicalCompletionLimit else { return own }
        return min(own ?? limit, limit)
    }

    /// "Causes the animation to report logical completion after the specified duration, if it
    /// has not already logically completed" (Apple's documentation of
    /// `logicallyComplete(after:)`): completions waiting for `.logicallyComplete` run then,
    /// those waiting for `.removed` when it has settled; the motion itself is unchanged.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var animation = self
        let limit = duration.isFinite ? max(duration, 0) : nil
        animation.logicalCompletionLimit = limit.map { min($0, logicalCompletionLimit ?? $0) } ?? logicalCompletionLimit
        return animation
    }
}
