/// UIKit changes animated with a SwiftUI animation (iOS 18; Apple's documentation of
/// `UIView.animate(_:changes:completion:)`). UIKit views are not animated here (a representable's
/// view is drawn as its state at rest), so the changes take effect at once, as they do at the
/// animation's end, and then the completion runs.
extension UIView {
    @MainActor @preconcurrency
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }

    @MainActor @preconcurrency
    public static func animate(with animation: Animation = Animation.default, changes: () -> Void, completion: (() -> Void)? = nil) {
        animate(animation, changes: changes, completion: completion)
    }
}
