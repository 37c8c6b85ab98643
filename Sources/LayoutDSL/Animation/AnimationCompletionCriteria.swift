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
    func completionTime(_ criteria: AnimationCompletionCriteria) -> TimeInterval? {
        criteria.settled ? timing.duration : timing.duration(settled: false)
    }
}
