/// How a change animates: a base curve (a timing curve over a duration, or a spring) wrapped
/// in the modifiers applied to it, in order (`delay`, `speed`, `repeatCount`), because their
/// order matters in SwiftUI: `.delay(1).repeatForever()` waits before every repetition,
/// `.repeatForever().delay(1)` only before the first.
public struct Animation: Equatable, Sendable {
    indirect enum Timing: Equatable, Sendable {
        case curve(UnitCurve, duration: Double)
        case spring(Spring, initialVelocity: Double)
        case delay(Timing, Double)
        case speed(Timing, Double)
        case repeating(Timing, count: Int?, autoreverses: Bool)
    }
    var timing: Timing

    init(_ timing: Timing) { self.timing = timing }

    /// iOS 17's default animation (`withAnimation` without an argument) is a spring with no
    /// bounce and a perceptual duration of 0.5 s, the `.smooth` spring (WWDC23 "Animate with
    /// springs": "spring animations are now the default for withAnimation").
    public static let `default` = Animation.smooth
}
