/// How a change animates: a base curve (a timing curve over a duration, or a spring) wrapped
/// in the modifiers applied to it, in order (`delay`, `speed`, `repeatCount`), because their
/// order matters in SwiftUI: `.delay(1).repeatForever()` waits before every repetition,
/// `.repeatForever().delay(1)` only before the first. A `CustomAnimation` is a base too.
public struct Animation: Equatable, Sendable {
    indirect enum Timing: Hashable, Sendable {
        case curve(UnitCurve, duration: Double)
        case spring(Spring, initialVelocity: Double)
        case custom(AnyCustomAnimation)
        case delay(Timing, Double)
        case speed(Timing, Double)
        case repeating(Timing, count: Int?, autoreverses: Bool)
    }
    var timing: Timing
    /// What a new animation of a value does with one already running on it.
    var combining = Combining.combines
    /// `logicallyComplete(after:)`: seconds after which it reports logical completion at the
    /// latest.
    var logicalCompletionLimit: TimeInterval?

    /// SwiftUI's rules for an animation started on a value another animation is moving:
    /// `spring` animations "mixed with other `spring()` or `interactiveSpring()` animations on
    /// the same property … will be replaced by their successor, preserving velocity"
    /// (developer.apple.com/documentation/swiftui/animation/spring); `interpolatingSpring`
    /// "preserves velocity across overlapping animations by adding the effects of each
    /// animation" (…/animation/interpolatingspring(duration:bounce:initialvelocity:)); other
    /// animations do not merge, so "both animations run concurrently and the system combines
    /// their results" (…/customanimation/shouldmerge(previous:value:time:context:)). A modifier
    /// (`delay`, `speed`, repeats) makes an animation that combines.
    enum Combining: Hashable, Sendable { case combines, merges, adds }

    init(_ timing: Timing, combining: Combining = .combines) {
        self.timing = timing
        self.combining = combining
    }

    /// iOS 17's default animation (`withAnimation` without an argument): "The `default`
    /// animation is `spring(response:dampingFraction:blendDuration:)` with `response` equal to
    /// `0.55`, `dampingFraction` equal to `1.0`, `blendDuration` equal to `0.0`. Prior to iOS 17
    /// … the `default` animation is `easeInOut`" (developer.apple.com/documentation/swiftui/animation/default).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)
}
