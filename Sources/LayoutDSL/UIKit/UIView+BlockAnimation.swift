/// UIKit's block animations (https://developer.apple.com/documentation/uikit/uiview, "Animating
/// views with block objects"). UIKit views are not animated here (a representable's view is drawn
/// as its state at rest), so, as with `UIView.animate(_:changes:completion:)`, the changes take
/// effect at once, as they do at the animation's end, and then the completion runs, told that the
/// animation finished.
extension UIView {
    @MainActor @preconcurrency
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    @MainActor @preconcurrency
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    @MainActor @preconcurrency
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations)
    }

    /// A spring animation with a damping ratio and an initial velocity.
    @MainActor @preconcurrency
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A spring animation of iOS 17, by its duration and bounce.
    @MainActor @preconcurrency
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
                              delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs the changes without animation: here every change is.
    @MainActor @preconcurrency
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether block animations animate (`setAnimationsEnabled(_:)`): recorded; changes take
    /// effect at once either way here.
    @MainActor public class var areAnimationsEnabled: Bool { animationsEnabled }
    @MainActor @preconcurrency
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    @MainActor private static var animationsEnabled = true

    /// A transition of `view`'s content (a flip, a curl, a cross-dissolve), drawn at its end.
    @MainActor @preconcurrency
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
}
