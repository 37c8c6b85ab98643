/// The context of a state change; `animation` says how the change should animate.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// The animation of the transaction being applied, so a setter in `withAnimation` animates.
    public init() { animation = CurrentAnimation.value }
    public init(animation: Animation?) { self.animation = animation }
}

/// How a change animates: a timing curve and a duration.
public struct Animation: Equatable, Sendable {
    public enum Curve: Equatable, Sendable { case linear, easeIn, easeOut, easeInOut, spring(response: Double, dampingFraction: Double) }
    public var curve: Curve
    public var duration: Double
    public var delay: Double = 0

    public static let `default` = Animation.easeInOut
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }
    public static var spring: Animation { .spring() }
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }
}

/// Applies the state changes in `body` as one animated transaction. A single `update()` shows
/// the end state; frames of a sequence interpolate to it on the host's clock.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try CurrentAnimation.with(animation, body)
}

@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try CurrentAnimation.with(transaction.disablesAnimations ? nil : transaction.animation, body)
}
