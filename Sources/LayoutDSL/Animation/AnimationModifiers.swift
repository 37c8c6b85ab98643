/// The modifiers of an animation, each wrapping the animation so far (see `Animation`).
/// Bad input never stalls a sequence: negative delays count as none, a speed at or below
/// zero as the slowest positive speed, a repeat count below one as one.
extension Animation {
    public func delay(_ delay: TimeInterval) -> Animation { Animation(.delay(timing, max(delay, 0))) }

    /// Plays the animation `speed` times as fast (2 halves its duration).
    public func speed(_ speed: Double) -> Animation { Animation(.speed(timing, max(speed, .leastNormalMagnitude))) }

    /// Plays the animation `repeatCount` times, backwards on every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(timing, count: max(repeatCount, 1), autoreverses: autoreverses))
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(timing, count: nil, autoreverses: autoreverses))
    }
}
