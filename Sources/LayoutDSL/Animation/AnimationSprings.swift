/// The spring animations, each a `Spring` (see there for the model). Defaults are SwiftUI's
/// documented ones: `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`,
/// `spring(duration: 0.5, bounce: 0)`, `interactiveSpring(response: 0.15, dampingFraction:
/// 0.86, blendDuration: 0.25)`, `interpolatingSpring(mass: 1, …, initialVelocity: 0)`, and the
/// iOS 17 presets `smooth`, `snappy`, `bouncy` with duration 0.5 and `extraBounce` 0.
/// `blendDuration` only blends a spring into the next one that replaces it, which a sequence
/// of settled frames never does, so it is accepted and has no effect. `.spring()` and
/// `.interactiveSpring()` without arguments take the iOS 17 duration/bounce forms (the older
/// response forms are disfavoured, so the call is not ambiguous); `interactiveSpring(duration:)`
/// bounces 0.14 so its defaults equal the response form's (dampingFraction 0.86).
extension Animation {
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0), combining: .merges)
    }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction))
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce))
    }
    public static var spring: Animation { .spring() }

    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        .spring(duration: duration, bounce: 0.14 + extraBounce)
    }
    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// A spring that starts with `initialVelocity` (in units of the change per second).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                          initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                          initialVelocity: initialVelocity), combining: .adds)
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity), combining: .adds)
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                          initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    public static var interpolatingSpring: Animation { .interpolatingSpring() }

    public static var smooth: Animation { .smooth() }
    public static var snappy: Animation { .snappy() }
    public static var bouncy: Animation { .bouncy() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
